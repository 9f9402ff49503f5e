import type { ElementSchemaFile } from './answer-schemas.ts';
import type { JsonSchema, SchemaFile } from './schema-files.ts';

// Property panels render an element's settings schema with RJSF, which resolves only local `$ref`s.
// Each panel schema is the element's `$defs/properties` with every schema it reaches copied into its
// own `$defs`, and every `$ref` pointed there.

/** The self-contained settings schema of one element type. */
export function bundlePanelSchema(element: ElementSchemaFile, files: SchemaFile[]): JsonSchema {
  const byId = new Map(files.map((file) => [file.id, file]));
  const defs: Record<string, unknown> = {};
  const pending: Array<{ key: string; node: unknown; baseId: string }> = [];

  const localRef = (ref: string, baseId: string): string => {
    const url = new URL(ref, baseId);
    const fragment = url.hash.replace(/^#/, '');
    url.hash = '';
    const file = byId.get(url.href);
    if (!file) throw new Error(`$ref '${ref}' in ${baseId} names no known schema`);
    const target = fragment ? resolvePointer(file.schema, fragment) : file.schema;
    const title = (target as JsonSchema).title;
    const key = typeof title === 'string' ? title : `${file.title}${fragment.replaceAll('/', '_')}`;
    if (!(key in defs)) {
      defs[key] = null; // reserved, so recursive schemas stop here
      pending.push({ key, node: target, baseId: file.id });
    }
    return `#/$defs/${key}`;
  };

  const rewrite = (node: unknown, baseId: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, baseId));
    if (node === null || typeof node !== 'object') return node;
    const result: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$id' || key === 'examples' || key.startsWith('x-')) continue;
      result[key] =
        key === '$ref' && typeof value === 'string' ? localRef(value, baseId) : rewrite(value, baseId);
    }
    return result;
  };

  const settings = (element.schema.$defs as JsonSchema).properties;
  const root = rewrite(settings, element.id) as JsonSchema;
  for (let next = pending.shift(); next; next = pending.shift()) {
    const { $defs: _nested, ...rest } = rewrite(next.node, next.baseId) as JsonSchema;
    defs[next.key] = rest;
  }
  const sortedDefs = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
  return Object.keys(sortedDefs).length > 0 ? { ...root, $defs: sortedDefs } : root;
}

function resolvePointer(schema: JsonSchema, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (node as JsonSchema)[part.replaceAll('~1', '/').replaceAll('~0', '~')],
      schema,
    );
}
