import { banner } from './banner.ts';
import type { ElementSchemaFile } from './answer-schemas.ts';
import { camelCase } from './names.ts';
import { bundlePanelSchema } from './panel-bundle.ts';
import type { JsonSchema, SchemaFile } from './schema-files.ts';

export const PANEL_SCHEMAS_FILE = 'panel-schemas.gen.json';

/**
 * schemas.gen.ts: every schema by name and by `$id`. Schema files are imported as JSON rather than
 * copied, so the files in schemas/ stay the only text of each schema; answer schemas, which exist
 * only inside x-answer, are written out.
 */
export function emitSchemas(files: SchemaFile[]): string {
  const imports = files
    .filter((file) => !isAnswer(file))
    .map((file) => `import ${constantName(file)} from '../../../${file.path}' with { type: 'json' };`);
  const answers = files
    .filter(isAnswer)
    .map(
      (file) =>
        `/** x-answer of ${file.path}. */\nconst ${constantName(file)}: SchemaObject = ${JSON.stringify(file.schema)};`,
    );
  const named = files.map((file) => `  ${constantName(file)},`);
  const byTitle = files.map((file) => `  ${file.title}: ${constantName(file)},`);
  const byId = files.map((file) => `  '${file.id}': ${constantName(file)},`);
  return `${banner('schemas/**/*.schema.json')}
${imports.join('\n')}
import panelSchemas from './${PANEL_SCHEMAS_FILE}' with { type: 'json' };
import type { ElementType } from './types.gen.ts';

/** A JSON Schema as plain data. */
export type SchemaObject = { readonly [keyword: string]: unknown };

/** Annotation keywords our schemas use; an ajv instance that compiles them must declare these (addKeyword). */
export const schemaAnnotationKeywords = ['x-element', 'x-answer'] as const;

${answers.join('\n\n')}

// Each schema on its own, named after its title: userInfoSchema, simpleTextAnswerSchema…
export {
${named.join('\n')}
};

/** Every schema by title. */
export const schemasByTitle: Readonly<Record<string, SchemaObject>> = {
${byTitle.join('\n')}
};

/** Every schema by \`$id\` (add them all to an ajv or Fastify instance so \`$ref\`s resolve). */
export const schemasById: Readonly<Record<string, SchemaObject>> = {
${byId.join('\n')}
};

/**
 * The settings schema of each element type with every \`$ref\` resolved locally, for property panels
 * rendered with RJSF (which resolves only local references).
 */
export const elementPanelSchemas: { readonly [Type in ElementType]: SchemaObject } = panelSchemas;
`;
}

/** The settings schema of each element type, self-contained, as panel-schemas.gen.json holds them. */
export function panelSchemasByType(
  files: SchemaFile[],
  elements: ElementSchemaFile[],
): Record<string, JsonSchema> {
  return Object.fromEntries(
    elements.map((element) => [element.elementType, bundlePanelSchema(element, files)]),
  );
}

function isAnswer(file: SchemaFile): boolean {
  return file.id.endsWith('.answer.json');
}

function constantName(file: SchemaFile): string {
  return `${camelCase(file.title)}Schema`;
}
