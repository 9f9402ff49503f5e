import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { banner } from './banner.ts';
import type { ElementSchemaFile } from './answer-schemas.ts';
import { answerTitle, validatorName } from './names.ts';
import { createSchemaAjv, FORMATS_BINDING } from './schema-ajv.ts';
import type { SchemaFile } from './schema-files.ts';
import { stripAnnotations } from './strip-annotations.ts';

/** The standalone code, its declarations and the typed wrappers, as file name → content. */
export interface ValidatorFiles {
  standalone: string;
  declarations: string;
  wrappers: string;
}

/** Precompiles one validator per schema with ajv standalone code (ESM, importing only isomorphic modules). */
export function emitValidators(files: SchemaFile[], elements: ElementSchemaFile[]): ValidatorFiles {
  const stripped = files.map((file) => ({
    ...file,
    schema: stripAnnotations(file.schema) as SchemaFile['schema'],
  }));
  const ajv = createSchemaAjv(stripped, { standalone: true });
  const exportsByName = Object.fromEntries(files.map((file) => [validatorName(file.title), file.id]));
  return {
    standalone: standaloneModule(ajv, exportsByName, 'schemas/**/*.schema.json via ajv standalone code'),
    declarations: declarations(files),
    wrappers: wrappers(files, elements),
  };
}

/**
 * An ES module of ajv standalone code exporting, under each name, the validator of the schema with that `$id`
 * (the ajv made by createSchemaAjv with `standalone`); it imports only isomorphic modules.
 */
export function standaloneModule(ajv: Ajv, exportsByName: Record<string, string>, source: string): string {
  return `${banner(source)}${treeShakable(esmImports(standaloneCode(ajv, exportsByName)))}\n`;
}

/**
 * ajv's ESM output still `require`s its runtime helpers. They become imports; `.default ?? module`
 * picks the function whether the bundler or Node hands over the CommonJS module or its default export.
 */
function esmImports(code: string): string {
  const imports: string[] = [
    `import { formats as ${FORMATS_BINDING} } from '../validation/format-table.ts';`,
  ];
  const seen = new Map<string, string>();
  const body = code.replace(
    /require\("(ajv\/dist\/runtime\/(\w+))"\)\.default/g,
    (_match, path: string, name: string) => {
      if (!seen.has(path)) {
        seen.set(path, name);
        imports.push(
          `import ${name}Module from '${path}.js';`,
          `const ${name} = ${name}Module.default ?? ${name}Module;`,
        );
      }
      return name;
    },
  );
  if (body.includes('require(')) throw new Error('standalone validators still contain a require() call');
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * ajv sets `validateN.evaluated = {…}` at the top level, a side effect that makes a bundler keep every
 * validator of every schema (about 800 KB) in any bundle that uses one. The same object as a constant of
 * its own is pure, so the client keeps only the validators its code reaches.
 */
function treeShakable(code: string): string {
  const constants = code.replace(/^(validate\d+)\.evaluated = (.*);$/gm, 'const $1Evaluated = $2;');
  return constants.replace(/\b(validate\d+)\.evaluated\b/g, '$1Evaluated');
}

function declarations(files: SchemaFile[]): string {
  const lines = files.map((file) => `export declare const ${validatorName(file.title)}: CompiledValidator;`);
  return [
    banner('codegen/emit-validators.ts'),
    "import type { ErrorObject } from 'ajv';",
    '',
    '/** A precompiled ajv validator: returns whether data is valid and leaves the failures in `errors`. */',
    'export interface CompiledValidator {',
    '  (data: unknown): boolean;',
    '  errors?: ErrorObject[] | null;',
    '}',
    '',
    ...lines,
    '',
  ].join('\n');
}

function wrappers(files: SchemaFile[], elements: ElementSchemaFile[]): string {
  const validators = files.map(
    (file) =>
      `/** Validator of ${file.title} (${file.path}). */\n` +
      // Marked pure so a bundle keeps only the validators its code uses: the whole set is large.
      `export const ${validatorName(file.title)} = /* @__PURE__ */ typed<T.${file.title}>(compiled.${validatorName(file.title)}, '${file.id}');`,
  );
  const byId = files.map((file) => `  '${file.id}': ${validatorName(file.title)},`);
  const answers = elements.map(
    (element) => `  ${element.elementType}: ${validatorName(answerTitle(element.elementType))},`,
  );
  return `${banner('codegen/emit-validators.ts')}
import type { ErrorObject } from 'ajv';
import type * as T from './types.gen.ts';
import * as compiled from './validators-standalone.gen.js';

/** A precompiled validator: a type guard that leaves the failures of its last call in \`errors\`. */
export interface Validator<Data> {
  (data: unknown): data is Data;
  /** Failures of the last call; null after a success. */
  readonly errors: ErrorObject[] | null;
  /** \`$id\` of the schema it checks. */
  readonly schemaId: string;
}

function typed<Data>(validate: compiled.CompiledValidator, schemaId: string): Validator<Data> {
  const guard = (data: unknown): data is Data => validate(data);
  Object.defineProperty(guard, 'errors', { get: () => validate.errors ?? null });
  Object.defineProperty(guard, 'schemaId', { value: schemaId });
  return guard as Validator<Data>;
}

${validators.join('\n')}

/** Every validator by schema \`$id\`, e.g. for a Fastify validator compiler. */
export const validatorsById: Readonly<Record<string, Validator<unknown>>> = {
${byId.join('\n')}
};

/** The answer validator of each element type. */
export const answerValidators: { readonly [K in T.ElementType]: Validator<T.ElementAnswers[K]> } = {
${answers.join('\n')}
};
`;
}
