// The designer's Properties panel edits an element's label and question code beside its settings in one
// generated form. Its schema is made here, from the element type's settings schema alone, so that codegen
// precompiles the validators of exactly the schema the panel renders (see codegen/emit-panel-validators.ts).

/** A JSON Schema as plain data. */
type Schema = { readonly [keyword: string]: unknown };

/** The settings of an element type this build does not know: anything, as long as it is an object. */
export const UNKNOWN_TYPE_SETTINGS: Schema = { type: 'object' };

/** The panel schema over an element type's settings schema: Label and Question Code first, the code required. */
export function panelSchemaOver(settings: Schema): Schema {
  const { title: _title, description: _description, properties, ...rest } = settings;
  return {
    ...rest,
    properties: {
      label: { title: 'Label', type: 'string' },
      questionCode: { title: 'Question Code', type: 'string', minLength: 1 },
      ...(properties as Schema | undefined),
    },
    required: ['questionCode'],
  };
}
