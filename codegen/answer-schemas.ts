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
      return { ...file, elementType: String(descriptor.type), descriptor, answer };
    });
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
