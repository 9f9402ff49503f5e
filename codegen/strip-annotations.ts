import type { JsonSchema } from './schema-files.ts';

/** Keywords that only document or annotate: validators never read them. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'examples',
  'default',
  '$comment',
  'x-element',
  'x-answer',
]);

/** Keywords whose value maps names (property names, definition names) to schemas, rather than being a schema. */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'patternProperties', 'dependentSchemas']);

/**
 * A copy of a schema without annotations (but those in `keep`). Validators compiled from it embed less text,
 * and their verdicts are the same because annotations never affect validation.
 */
export function stripAnnotations(node: unknown, keep: ReadonlySet<string> = new Set()): unknown {
  const strip = (sub: unknown) => stripAnnotations(sub, keep);
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key) && !keep.has(key)) continue;
    if (key === 'enum' || key === 'const' || key === 'required') {
      result[key] = value; // data, not schemas
    } else if (SCHEMA_MAPS.has(key)) {
      result[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [name, strip(sub)]),
      );
    } else {
      result[key] = strip(value);
    }
  }
  return result;
}
