import { compile } from 'json-schema-to-typescript';
import { banner } from './banner.ts';
import type { ElementSchemaFile } from './answer-schemas.ts';
import { answerTitle } from './names.ts';
import type { SchemaFile } from './schema-files.ts';
import { bundleForTypes } from './type-bundle.ts';

const ROOT = 'SchemaBundle';

/** types.gen.ts: one TypeScript declaration per schema title, plus maps from element type to element and answer types. */
export async function emitTypes(files: SchemaFile[], elements: ElementSchemaFile[]): Promise<string> {
  const source = await compile({ title: ROOT, ...bundleForTypes(files) }, ROOT, {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    format: false,
    strictIndexSignatures: true,
  });
  return [banner('schemas/**/*.schema.json'), tidy(source), elementMaps(elements)].join('\n');
}

/** Drops the synthetic root type and the generator's note naming it. */
function tidy(source: string): string {
  return source
    .replace(new RegExp(`export interface ${ROOT} \\{[^}]*\\}\\n?`), '')
    .replace(
      / \* \n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\.\n/g,
      '',
    )
    .replace(
      / \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\.\n/g,
      '',
    );
}

function elementMaps(elements: ElementSchemaFile[]): string {
  const rows = (value: (element: ElementSchemaFile) => string) =>
    elements.map((element) => `  ${element.elementType}: ${value(element)};`).join('\n');
  return [
    '/** The element type of each element type name. */',
    `export interface ElementsByType {\n${rows((element) => element.title)}\n}`,
    '/** The answer value type of each element type (null for display-only types without an answer). */',
    `export interface ElementAnswers {\n${rows((element) => answerTitle(element.elementType))}\n}`,
  ].join('\n');
}
