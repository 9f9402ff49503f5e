import { _, Name, type Options } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { formats } from '../src/shared/validation/format-table.ts';
import { SCHEMA_BASE, type SchemaFile } from './schema-files.ts';

/** Name under which standalone validators reach the shared formats module (see emit-validators.ts). */
export const FORMATS_BINDING = 'sharedFormats';

/**
 * The one ajv configuration for our schemas, used to precompile validators and by the contract tests.
 * strict mode catches unknown keywords and formats; `required` entries declared under if/then branches
 * are legitimate here, so that one strict check is off.
 */
export function createSchemaAjv(
  schemas: SchemaFile[],
  options: { standalone?: boolean; verbose?: boolean } = {},
): Ajv2020 {
  const ajvOptions: Options = {
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    allErrors: true,
    discriminator: true,
    inlineRefs: false,
    // Failures that carry their schema, from which RJSF names the field a message is about.
    verbose: options.verbose ?? false,
    ...(options.standalone
      ? { code: { source: true, esm: true, lines: true, formats: _`${new Name(FORMATS_BINDING)}` } }
      : {}),
  };
  const ajv = new Ajv2020(ajvOptions);
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  for (const file of schemas) ajv.addSchema(file.schema, file.id);
  // Annotation keywords read by codegen; the descriptor is itself checked against its schema.
  ajv.addKeyword({
    keyword: 'x-element',
    metaSchema: { $ref: `${SCHEMA_BASE}definitions/element-descriptor.schema.json` },
  });
  ajv.addKeyword({ keyword: 'x-answer', schemaType: 'object' });
  return ajv;
}
