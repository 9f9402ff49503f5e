import { answerTitle } from './names.ts';
import type { JsonSchema, SchemaFile } from './schema-files.ts';

export interface ElementSchemaFile extends SchemaFile {
  elementType: string;
  descriptor: JsonSchema;
  answer: JsonSchema;
}

/** The element schemas with their `x-element` descriptor and `x-answer` schema lifted out. */
export function elementSchemaFiles(files: SchemaFile[]): ElementSchemaFile[] {
  return files
    .filter((file) => file.kind === 'elements')
    .map((file) => {
      const descriptor = file.schema['x-element'] as JsonSchema | undefined;
      const answer = file.schema['x-answer'] as JsonSchema | undefined;
      if (!descriptor || !answer) throw new Error(`${file.path}: x-element and x-answer are both required`);
      checkOptionsFromList(file, descriptor);
      return { ...file, elementType: String(descriptor.type), descriptor, answer };
    });
}

/** The list reference every `optionsFromList` type carries (src/shared/lists/list-options.ts reads it). */
const OPTIONS_LIST_SETTING = 'optionsListGuid';

// A type that reads its options from a list must have both settings the descriptor relies on, so the
// engine never looks for a setting the schema does not define.
function checkOptionsFromList(file: SchemaFile, descriptor: JsonSchema): void {
  const fromList = descriptor.optionsFromList as { optionsProperty?: string } | undefined;
  if (!fromList) return;
  const settings = ((file.schema.$defs as JsonSchema | undefined)?.properties as JsonSchema | undefined)
    ?.properties as JsonSchema | undefined;
  for (const setting of [fromList.optionsProperty, OPTIONS_LIST_SETTING]) {
    if (!setting || !settings || !(setting in settings)) {
      throw new Error(`${file.path}: x-element optionsFromList needs the setting '${String(setting)}'`);
    }
  }
}

/**
 * Each element's answer schema as a schema of its own, so it gets a type and a validator.
 * Its `$id` sits beside the element schema, so relative `$ref`s inside x-answer resolve the same way.
 */
export function answerSchemaFiles(elements: ElementSchemaFile[]): SchemaFile[] {
  return elements.map((element) => {
    const title = answerTitle(element.elementType);
    const id = element.id.replace(/\.schema\.json$/, '.answer.json');
    const schema: JsonSchema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: id,
      title,
      description: `Answer value of a ${String(element.descriptor.label)} element (x-answer of ${element.path}).`,
      ...element.answer,
    };
    return { path: element.path, id, title, kind: 'elements', schema };
  });
}
