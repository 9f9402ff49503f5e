import { LRUCache } from 'lru-cache';
import { compileRules, type RulesEvaluator } from '../../shared/rules/evaluator.ts';
import { buildFormTree, type FormTree } from '../../shared/rules/form-tree.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';

/** What every read or write of a response needs from its form, derived once per form version. */
export interface CompiledForm {
  evaluator: RulesEvaluator;
  tree: FormTree;
}

// Keyed by form guid, remembered with the definition's version: a changed form compiles again. Compiling is
// cheap next to a request, so a small cache covers the busy forms.
const cache = new LRUCache<string, CompiledForm & { version: string }>({ max: 200 });

/** The compiled rules and element tree of a form definition, made once per form guid and version. */
export function compiledFormFor(form: FormDefinition, version: string): CompiledForm {
  const hit = cache.get(form.guid);
  if (hit?.version === version) return hit;
  const compiled = { version, evaluator: compileRules(form), tree: buildFormTree(form.components) };
  cache.set(form.guid, compiled);
  return compiled;
}
