import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { panelSchemaOver, UNKNOWN_TYPE_SETTINGS } from '../src/shared/elements/panel-schema.ts';
import { banner } from './banner.ts';
import { standaloneModule } from './emit-validators.ts';
import { kebabCase } from './names.ts';
import { panelSubschemas } from './panel-subschemas.ts';
import { createSchemaAjv } from './schema-ajv.ts';
import { stripAnnotations } from './strip-annotations.ts';
import { SCHEMA_BASE, type JsonSchema, type SchemaFile } from './schema-files.ts';

// The designer's Properties panel validates with RJSF, which asks its validator two things: whether the panel's
// data is valid (validateFormData, with the schema resolved against the data: allOf merged, if/then and
// oneOf/anyOf chosen) and whether a piece of data matches a subschema (isValid: an `if` condition, a oneOf/anyOf
// option as RJSF rewrites it to pick one). The served app may not generate code (its Content-Security-Policy has
// no 'unsafe-eval'), so both are answered by validators precompiled here:
// - the whole panel schema, for validateFormData: resolving a schema against the data never changes whether the
//   data is valid, so the unresolved schema answers for every resolution of it;
// - every subschema RJSF will ask isValid about, found by RJSF's own schema parser (it walks every branch and
//   records each isValid question; see panel-subschemas.ts), keyed by RJSF's hash of the subschema as the
//   panel's validator looks it up.

/** The validators of one panel: `form` checks the panel's data, `subschemas` are keyed by RJSF's schema hash. */
interface PanelExports {
  form: string;
  subschemas: Array<{ hash: string; name: string }>;
}

/** The generated files of the panel validators. */
export interface PanelValidatorFiles {
  standalone: string;
  declarations: string;
  wrappers: string;
}

const KEPT_ANNOTATIONS: ReadonlySet<string> = new Set(['title']);

/** Name under which the panel of a type this build does not know is exported. */
const UNKNOWN_PANEL = 'UnknownType';

/** Precompiles the Properties panel validators of each element type from its bundled settings schema. */
export function emitPanelValidators(
  settingsByType: Record<string, JsonSchema>,
  files: SchemaFile[],
): PanelValidatorFiles {
  // The schema files too, as ajv checks our annotation keywords against them; only the panels are emitted.
  const ajv = createSchemaAjv(files, { standalone: true, verbose: true });
  const exportsByName: Record<string, string> = {};
  const panels = new Map<string, PanelExports>();
  const panelsByName: Array<[string, JsonSchema]> = [
    ...Object.entries(settingsByType),
    [UNKNOWN_PANEL, UNKNOWN_TYPE_SETTINGS as JsonSchema],
  ];
  // Every panel holds its own copy of the definitions it reaches (ElementCommonProperties in each), as RJSF
  // resolves only local references. Compiled, each definition is one schema of its own that every panel
  // refers to, so its code is written once: bundled definitions are named by their schema's title, so a name
  // means the same schema in every panel.
  const definitions = new Map<string, string>();
  const shared = (name: string) => `${SCHEMA_BASE}panels/definitions/${kebabCase(name)}.json`;
  const subschemaExports = new Map<string, { name: string; text: string }>();
  for (const [name, settings] of panelsByName) {
    const root = panelSchemaOver(settings) as RJSFSchema;
    const rootHash = hashForSchema(root);
    const base = `${SCHEMA_BASE}panels/${kebabCase(name)}/`;
    const exports: PanelExports = { form: `panel${name}`, subschemas: [] };
    for (const [defName, definition] of Object.entries(root.$defs ?? {})) {
      const text = JSON.stringify(compiledCopy(definition, shared));
      const known = definitions.get(defName);
      if (known === undefined) {
        definitions.set(defName, text);
        ajv.addSchema(JSON.parse(text) as JsonSchema, shared(defName));
      } else if (known !== text) {
        throw new Error(`panel definition ${defName} differs between element types`);
      }
    }
    const parsed = [...panelSubschemas(root)].sort(([a], [b]) => a.localeCompare(b));
    for (const [hash, schema] of parsed) {
      const isRoot = hash === rootHash;
      // A subschema met in another panel already (a sensitivity option) is the same schema: compiled once.
      const { $defs: _shared, ...compiled } = compiledCopy(schema, shared);
      const known = isRoot ? undefined : subschemaExports.get(hash);
      if (known) {
        if (known.text !== JSON.stringify(compiled))
          throw new Error(`two panel subschemas share hash ${hash}`);
        exports.subschemas.push({ hash, name: known.name });
        continue;
      }
      const id = isRoot ? `${base}panel.json` : `${SCHEMA_BASE}panels/subschemas/${hash}.json`;
      ajv.addSchema(compiled, id);
      const exportName = isRoot ? exports.form : `panelSubschema${subschemaExports.size}`;
      if (!isRoot) subschemaExports.set(hash, { name: exportName, text: JSON.stringify(compiled) });
      exportsByName[exportName] = id;
      exports.subschemas.push({ hash, name: exportName });
    }
    panels.set(name, exports);
  }
  return {
    standalone: standaloneModule(
      ajv,
      exportsByName,
      'schemas/elements/*.schema.json panels via ajv standalone code (codegen/emit-panel-validators.ts)',
    ),
    declarations: declarations(Object.keys(exportsByName)),
    wrappers: wrappers(panels),
  };
}

/**
 * The copy of a panel schema ajv compiles: its `#/$defs/…` references name the shared definitions, and of the
 * annotations only titles stay (RJSF names the field of a failure from the schema ajv hands back with it).
 */
function compiledCopy(schema: unknown, shared: (name: string) => string): JsonSchema {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? sharedRef(value, shared) : rewrite(value),
      ]),
    );
  };
  return rewrite(stripAnnotations(schema, KEPT_ANNOTATIONS)) as JsonSchema;
}

function sharedRef(ref: string, shared: (name: string) => string): string {
  const local = /^#\/\$defs\/([^/]+)$/.exec(ref);
  if (!local?.[1]) throw new Error(`panel schemas refer to their own definitions only, not '${ref}'`);
  return shared(local[1].replaceAll('~1', '/').replaceAll('~0', '~'));
}

function declarations(names: string[]): string {
  return [
    banner('codegen/emit-panel-validators.ts'),
    "import type { CompiledValidator } from './validators-standalone.gen.js';",
    '',
    ...names.map((name) => `export declare const ${name}: CompiledValidator;`),
    '',
  ].join('\n');
}

function wrappers(panels: Map<string, PanelExports>): string {
  const entry = (exports: PanelExports) =>
    `{ form: compiled.${exports.form}, subschemas: { ${exports.subschemas
      .map(({ hash, name }) => `'${hash}': compiled.${name}`)
      .join(', ')} } }`;
  const byType = [...panels]
    .filter(([name]) => name !== UNKNOWN_PANEL)
    .map(([type, exports]) => `  ${type}: ${entry(exports)},`);
  return `${banner('codegen/emit-panel-validators.ts')}
import type { ElementType } from './types.gen.ts';
import type { CompiledValidator } from './validators-standalone.gen.js';
import * as compiled from './panel-validators-standalone.gen.js';

/**
 * The precompiled validators of one Properties panel schema (src/shared/elements/panel-schema.ts): \`form\` checks
 * the panel's data against the whole schema; \`subschemas\` check data against each subschema RJSF asks about,
 * keyed by RJSF's \`hashForSchema\` of it (the whole schema among them).
 */
export interface PanelValidators {
  readonly form: CompiledValidator;
  readonly subschemas: Readonly<Record<string, CompiledValidator>>;
}

/** The panel validators of each element type. */
export const elementPanelValidators: { readonly [Type in ElementType]: PanelValidators } = {
${byType.join('\n')}
};

/** The panel validators of an element type this build does not know (its settings: any object). */
export const unknownTypePanelValidators: PanelValidators = ${entry(panels.get(UNKNOWN_PANEL)!)};
`;
}
