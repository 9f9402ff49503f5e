import { describe, expect, it } from 'vitest';
import { kebabCase } from '../../codegen/names.ts';
import type { JsonSchema } from '../../codegen/schema-files.ts';
import {
  checkAtTestTime,
  elementFiles,
  schemaByTitle,
  SPEC_DISPLAY_ONLY,
  SPEC_ELEMENT_TYPES,
} from './schema-fixtures.ts';

const byType = new Map(elementFiles.map((file) => [file.elementType, file]));
const settingsOf = (type: string) =>
  ((byType.get(type)?.schema.$defs as JsonSchema).properties as JsonSchema).properties as Record<
    string,
    JsonSchema
  >;
const typesWhere = (test: (descriptor: JsonSchema) => boolean) =>
  elementFiles
    .filter((file) => test(file.descriptor))
    .map((file) => file.elementType)
    .sort();

describe('element schemas', () => {
  // ElementType and the FormElement union are derived from these files by codegen; more types may follow.
  it('include the 26 element types of the specification', () => {
    expect(elementFiles.map((file) => file.elementType)).toEqual(
      expect.arrayContaining([...SPEC_ELEMENT_TYPES]),
    );
  });

  it.each(elementFiles.map((file) => [file.elementType, file] as const))(
    '%s is named and shaped consistently',
    (type, file) => {
      expect(file.path).toBe(`schemas/elements/${kebabCase(type)}.schema.json`);
      expect(file.title).toBe(`${type}Element`);
      expect((file.schema.properties as JsonSchema).type).toEqual({ const: type });
      expect(((file.schema.$defs as JsonSchema).properties as JsonSchema).title).toBe(`${type}Properties`);
      expect(checkAtTestTime('ElementDescriptor', file.descriptor).valid).toBe(true);
    },
  );

  it('mark exactly the display-only types of the specification', () => {
    expect(typesWhere((descriptor) => descriptor.displayOnly === true)).toEqual(
      [...SPEC_DISPLAY_ONLY].sort(),
    );
  });

  it('give display-only types no answer, except the name stamp whose answer is its stamps', () => {
    for (const file of elementFiles.filter((candidate) => candidate.descriptor.displayOnly)) {
      if (file.elementType === 'NameStamp') continue;
      expect(file.answer, file.elementType).toEqual({ type: 'null' });
      expect(file.descriptor.emptiness).toBe('none');
    }
    expect(byType.get('NameStamp')?.descriptor.emptiness).toBe('stamps');
    expect(checkAtTestTime('NameStampAnswer', [exampleStamp()]).valid).toBe(true);
  });

  it('judge emptiness as the specification says', () => {
    expect(byType.get('FileUpload')?.descriptor.emptiness).toBe('files');
    expect(byType.get('RichText')?.descriptor.emptiness).toBe('richText');
    expect(byType.get('Repeater')?.descriptor.emptiness).toBe('rows');
    expect(typesWhere((descriptor) => descriptor.emptiness === 'none')).toEqual(
      SPEC_DISPLAY_ONLY.filter((type) => type !== 'NameStamp').sort(),
    );
  });

  it('list each palette position once and use every palette group', () => {
    const orders = elementFiles
      .map((file) => file.descriptor.paletteOrder)
      .sort((a, b) => Number(a) - Number(b));
    expect(new Set(orders).size).toBe(orders.length);
    const groups = new Set(elementFiles.map((file) => file.descriptor.paletteGroup));
    expect([...groups].sort()).toEqual([...(schemaByTitle('PaletteGroup').schema.enum as string[])].sort());
  });

  it('restrict rule conditions per source type (forms-and-workflows 5.7)', () => {
    expect(byType.get('NameStamp')?.descriptor.conditionOperators).toEqual(['HasAnyValue', 'HasNoValue']);
    expect(byType.get('FileUpload')?.descriptor.conditionOperators).toEqual([
      'CountEquals',
      'CountNotEquals',
    ]);
    expect(typesWhere((descriptor) => (descriptor.conditionOperators as string[]).length === 0)).toEqual([
      'AnswerReview',
      'ChangeStatusButton',
      'Divider',
      'FormText',
      'Heading',
      'LinkedAnswer',
      'Repeater',
      'Section',
    ]);
  });

  it('offer computed values and sums only where the specification allows', () => {
    expect(typesWhere((descriptor) => descriptor.computable === true)).toEqual([
      'Checkboxes',
      'Money',
      'Number',
      'RadioButtons',
      'SimpleText',
    ]);
    expect(typesWhere((descriptor) => descriptor.summable === true)).toEqual([
      'Checkboxes',
      'Money',
      'Number',
      'RadioButtons',
    ]);
  });

  it('carry the defaults of forms-and-workflows section 9', () => {
    expect(settingsOf('FileUpload').maxFiles?.default).toBe(1);
    expect(settingsOf('Money').min?.default).toBe(0);
    expect(settingsOf('Money').currency?.default).toBe('$');
    const repeater = settingsOf('Repeater');
    expect(
      [repeater.itemTitle, repeater.addButtonText, repeater.removeButtonText, repeater.noItemsText].map(
        (s) => s?.default,
      ),
    ).toEqual(['New Item', 'Add New Item', 'Remove', 'Click below to add a New Item']);
    expect([
      settingsOf('Heading').headingLevel?.minimum,
      settingsOf('Heading').headingLevel?.maximum,
    ]).toEqual([0, 3]);
    expect(settingsOf('Discussion').colors?.default).toEqual([
      '#EF9A9A',
      '#A5D6A7',
      '#90CAF9',
      '#FFD54F',
      '#CE93D8',
    ]);
    const indent = (schemaByTitle('ElementCommonProperties').schema.properties as Record<string, JsonSchema>)
      .indentLevel;
    expect([indent?.minimum, indent?.maximum]).toEqual([0, 5]);
  });
});

function exampleStamp() {
  return {
    guid: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    userGuid: '3b241101-e2bb-4255-8caf-4136c566a962',
    userName: 'Jordan Lee',
    timeStamped: '2024-05-02T09:15:00Z',
    revoked: true,
    timeRevoked: '2024-05-02T10:00:00Z',
  };
}
