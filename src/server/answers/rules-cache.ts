import { LRUCache } from 'lru-cache';
import { compileRules, type RulesEvaluator } from '../../shared/rules/evaluator.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';

// Keyed by form guid, remembered with the definition's version: a changed form compiles again. Compiling is
// cheap next to a request, so a small cache covers the busy forms.
const cache = new LRUCache<string, { version: string; evaluator: RulesEvaluator }>({ max: 200 });

/** The compiled rules of a form definition, compiled once per form guid and version. */
export function rulesFor(form: FormDefinition, version: string): RulesEvaluator {
  const hit = cache.get(form.guid);
  if (hit?.version === version) return hit.evaluator;
  const evaluator = compileRules(form);
  cache.set(form.guid, { version, evaluator });
  return evaluator;
}
