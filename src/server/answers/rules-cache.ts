import { compileRules, type RulesEvaluator } from '../../shared/rules/evaluator.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';

/** Compiled forms kept at once; compiling is cheap next to a request, so a small cache covers the busy forms. */
const CAPACITY = 200;

// Keyed by form guid, remembered with the definition's version: a changed form compiles again. A Map
// keeps insertion order, so re-inserting on every hit makes its first key the least recently used.
const cache = new Map<string, { version: string; evaluator: RulesEvaluator }>();

/** The compiled rules of a form definition, compiled once per form guid and version. */
export function rulesFor(form: FormDefinition, version: string): RulesEvaluator {
  const hit = cache.get(form.guid);
  cache.delete(form.guid);
  if (hit && hit.version === version) {
    cache.set(form.guid, hit);
    return hit.evaluator;
  }
  const evaluator = compileRules(form);
  cache.set(form.guid, { version, evaluator });
  if (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
  return evaluator;
}
