import { deepEquals, hashForSchema, type RJSFSchema } from '@rjsf/utils';
import ParserValidator from '@rjsf/utils/lib/parser/ParserValidator.js';
import { resolveAnyOrOneOfSchemas, retrieveSchemaInternal } from '@rjsf/utils/lib/schema/retrieveSchema.js';

// The subschemas RJSF will ask a panel validator's isValid about, found as RJSF's own `schemaParser` finds them:
// each schema of the form is resolved with every branch taken, through a validator that records each isValid
// question. `schemaParser` never ends on a recursive schema (a cascader's option tree): it resolves references
// afresh at each level, so each level looks new. This walk is the same, except that it does not enter a
// subschema that can ask no question: one whose reach holds no keyword RJSF resolves by asking (if, oneOf,
// anyOf, dependencies). Such a subschema is resolved by references and allOf alone.

/** Keywords RJSF resolves by calling isValid. */
const ASKING_KEYWORDS = new Set(['if', 'oneOf', 'anyOf', 'dependencies']);

/** Every subschema isValid may be asked about, by RJSF's hash of it, the panel schema itself among them. */
export function panelSubschemas(root: RJSFSchema): Map<string, RJSFSchema> {
  const validator = new ParserValidator(root);
  const seen: RJSFSchema[] = [];
  const asks = (schema: RJSFSchema) => reachesAskingKeyword(schema, root, new Set());
  const parse = (schema: RJSFSchema) => {
    if (!asks(schema)) return;
    for (const local of retrieveSchemaInternal(validator, schema, root, undefined, true)) {
      if (seen.some((item) => deepEquals(item, local))) continue;
      seen.push(local);
      for (const option of resolveAnyOrOneOfSchemas(validator, local, root, true)) {
        for (const value of Object.values(option.properties ?? {})) parse(value as RJSFSchema);
      }
      if (local.items && !Array.isArray(local.items) && typeof local.items !== 'boolean') {
        parse(local.items as RJSFSchema);
      }
    }
  };
  parse(root);
  const found = new Map<string, RJSFSchema>();
  for (const [hash, { $id: _hash, ...schema }] of Object.entries(validator.getSchemaMap())) {
    found.set(hash, schema);
  }
  found.set(hashForSchema(root), root);
  return found;
}

/** Whether a keyword RJSF resolves by asking isValid is within `node`, following local references. */
function reachesAskingKeyword(node: unknown, root: RJSFSchema, followed: Set<string>): boolean {
  if (Array.isArray(node)) return node.some((item) => reachesAskingKeyword(item, root, followed));
  if (node === null || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    if (ASKING_KEYWORDS.has(key)) return true;
    if (key === 'enum' || key === 'const' || key === 'required' || key === 'default') continue;
    if (key === '$ref' && typeof value === 'string') {
      if (followed.has(value)) continue;
      followed.add(value);
      if (reachesAskingKeyword(resolveLocal(value, root), root, followed)) return true;
    } else if (key !== '$defs' && reachesAskingKeyword(value, root, followed)) {
      return true;
    }
  }
  return false;
}

function resolveLocal(ref: string, root: RJSFSchema): unknown {
  if (!ref.startsWith('#')) throw new Error(`panel schemas hold local references only, not '${ref}'`);
  return ref
    .slice(1)
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')],
      root,
    );
}
