import type { JsonSchema, SchemaFile } from './schema-files.ts';

// json-schema-to-typescript names a type after each titled schema it meets. Feeding it one root whose
// $defs hold every schema under its title, with every $ref rewritten to point there, gives exactly one
// declaration per title and shared references by name instead of inlined copies.

/** Keywords that carry data or codegen annotations rather than type information. */
const DROPPED = new Set(['examples', 'x-element', 'x-answer', '$schema', '$id', 'default']);

/** One root schema holding every schema in `$defs` under its title. */
export function bundleForTypes(files: SchemaFile[]): JsonSchema {
  const titleById = new Map(files.map((file) => [file.id, file.title]));
  const defs: Record<string, JsonSchema> = {};
  for (const file of files) {
    defs[file.title] = rewrite(file.schema, file.id, titleById, true) as JsonSchema;
  }
  return { $defs: defs };
}

/** Turns a `$ref` relative to `baseId` into a pointer into the bundle's `$defs`. */
export function bundleRef(ref: string, baseId: string, titleById: Map<string, string>): string {
  const url = new URL(ref, baseId);
  const fragment = url.hash.replace(/^#/, '');
  url.hash = '';
  const title = titleById.get(url.href);
  if (!title) throw new Error(`$ref '${ref}' in ${baseId} names no known schema`);
  return `#/$defs/${title}${fragment}`;
}

function rewrite(node: unknown, baseId: string, titleById: Map<string, string>, keepTitle: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, baseId, titleById, false));
  if (node === null || typeof node !== 'object') return node;
  return reshape(rewriteKeys(node as JsonSchema, baseId, titleById, keepTitle));
}

function rewriteKeys(
  node: JsonSchema,
  baseId: string,
  titleById: Map<string, string>,
  keepTitle: boolean,
): JsonSchema {
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    // Nested titles are labels for property panels; only schema roots and $defs entries name types.
    if (key === 'title' && !keepTitle) continue;
    if (key === '$ref' && typeof value === 'string') {
      result.$ref = bundleRef(value, baseId, titleById);
    } else if (key === '$defs' || key === 'properties') {
      result[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [
          name,
          rewrite(sub, baseId, titleById, key === '$defs'),
        ]),
      );
    } else {
      result[key] = rewrite(value, baseId, titleById, false);
    }
  }
  return result;
}

const OBJECT_KEYWORDS = ['properties', 'required', 'additionalProperties'];

/**
 * Shapes json-schema-to-typescript turns into duplicate declarations ('Guid1', 'ChangeEvent1') are
 * restated equivalently: a $ref with sibling keywords becomes a one-member allOf, and the own properties
 * of a schema that also has allOf move into an untitled allOf member.
 */
function reshape(node: JsonSchema): JsonSchema {
  const { $ref, ...rest } = node;
  if (typeof $ref === 'string' && Object.keys(rest).length > 0) {
    const { description } = rest;
    return { ...(description ? { description } : {}), allOf: [{ $ref }] };
  }
  if (!Array.isArray(node.allOf) || !OBJECT_KEYWORDS.some((keyword) => keyword in node)) return node;
  const own: JsonSchema = { type: 'object' };
  const outer: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (OBJECT_KEYWORDS.includes(key)) own[key] = value;
    else if (key !== 'unevaluatedProperties') outer[key] = value;
  }
  return { ...outer, allOf: [...(node.allOf as JsonSchema[]), own] };
}
