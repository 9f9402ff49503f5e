import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../../../shared/generated/elements.gen.ts';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { elementWithPanelData, panelDataOf, panelSchemaOf } from './element-panel-schema.ts';
import { panelValidator } from './panel-validator.ts';

const fresh = (type: string) =>
  ({ guid: 'g', type, label: 'Asked', questionCode: `${type}1`, properties: {} }) as FormElement;

describe('the generated property panel', () => {
  it.each(Object.keys(elementRegistry))('accepts a new %s and puts label and code first', (type) => {
    const schema = panelSchemaOf(type);
    expect(Object.keys(schema.properties ?? {}).slice(0, 2)).toEqual(['label', 'questionCode']);
    const result = panelValidator.validateFormData(panelDataOf(fresh(type)), schema);
    expect(result.errors).toEqual([]);
  });

  it('refuses a setting outside its schema bounds and an empty question code', () => {
    const data = { ...panelDataOf(fresh('SimpleText')), indentLevel: 6, questionCode: '' };
    const messages = panelValidator
      .validateFormData(data, panelSchemaOf('SimpleText'))
      .errors.map((e) => e.property);
    expect(messages).toEqual(expect.arrayContaining(['.indentLevel', '.questionCode']));
  });

  it('writes label and code back to the element and the rest to its properties', () => {
    const element = elementWithPanelData(fresh('Number'), {
      label: 'Age',
      questionCode: 'Age',
      min: 0,
    });
    expect(element).toMatchObject({ label: 'Age', questionCode: 'Age', properties: { min: 0 } });
    expect(element.properties).not.toHaveProperty('label');
  });
});
