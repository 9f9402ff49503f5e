import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  elementRegistry,
  elementTypesInPaletteOrder,
  paletteGroups,
} from '../../src/shared/generated/elements.gen.ts';
import { elementPanelSchemas, schemasById } from '../../src/shared/generated/schemas.gen.ts';
import { formats } from '../../src/shared/validation/format-table.ts';
import { elementFiles, schemaByTitle } from './schema-fixtures.ts';

describe('generated element registry', () => {
  it.each(elementFiles.map((file) => [file.elementType, file] as const))(
    '%s entry matches its schema',
    (type, file) => {
      const { schemaId, answerSchemaId, ...descriptor } =
        elementRegistry[type as keyof typeof elementRegistry];
      expect(descriptor).toEqual(file.descriptor);
      expect(schemaId).toBe(file.id);
      expect(schemasById[answerSchemaId]).toBeDefined();
    },
  );

  it('lists types in palette order and groups in display order', () => {
    const orders = elementTypesInPaletteOrder.map((type) => elementRegistry[type].paletteOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(elementTypesInPaletteOrder).size).toBe(elementFiles.length);
    expect(paletteGroups).toEqual(schemaByTitle('PaletteGroup').schema.enum);
  });
});

describe('property panel schemas', () => {
  // RJSF resolves only local references: each panel schema must compile with nothing else loaded.
  const isolatedAjv = () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
    return ajv;
  };

  it.each(elementFiles.map((file) => [file.elementType, file] as const))(
    '%s panel is self-contained',
    (type, file) => {
      const panel = elementPanelSchemas[type as keyof typeof elementPanelSchemas];
      expect(JSON.stringify(panel)).not.toMatch(/"\$ref":"(?!#\/)/);
      const validate = isolatedAjv().compile(panel);
      const example = (file.schema.examples as Array<{ properties: unknown }>)[0];
      expect(validate(example?.properties), JSON.stringify(validate.errors)).toBe(true);
      expect(validate({ indentLevel: 9 })).toBe(false);
    },
  );
});
