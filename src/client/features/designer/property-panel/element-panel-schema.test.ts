import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../../../shared/generated/elements.gen.ts';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import {
  elementUnlinked,
  elementWithPanelData,
  panelDataOf,
  panelSchemaOf,
  panelUiSchemaOf,
} from './element-panel-schema.ts';
import { panelValidatorOf } from './panel-validator.ts';

const fresh = (type: string) =>
  ({ guid: 'g', type, label: 'Asked', questionCode: `${type}1`, properties: {} }) as FormElement;

describe('the generated property panel', () => {
  it.each(Object.keys(elementRegistry))('accepts a new %s and puts label and code first', (type) => {
    const schema = panelSchemaOf(type);
    expect(Object.keys(schema.properties ?? {}).slice(0, 2)).toEqual(['label', 'questionCode']);
    const result = panelValidatorOf(type).validateFormData(panelDataOf(fresh(type)), schema);
    expect(result.errors).toEqual([]);
  });

  it('refuses a setting outside its schema bounds and an empty question code', () => {
    const data = { ...panelDataOf(fresh('SimpleText')), indentLevel: 6, questionCode: '' };
    const messages = panelValidatorOf('SimpleText')
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

describe('a choice element reading its options from a list', () => {
  const list = {
    listDefinitionGuid: '5d1c0a3e-7f2b-4c9d-8e6f-1a2b3c4d5e6f',
    name: 'Places',
    visibility: 'OrgWide' as const,
    items: [{ value: 'ON', label: 'Ontario', children: [{ value: 'tor', label: 'Toronto' }] }],
  };
  const linked = (type: string) =>
    ({
      ...fresh(type),
      properties: { optionsListGuid: list.listDefinitionGuid, radioButtonOptions: [] },
    }) as FormElement;

  it('edits the link with the options-list widget and hides its own options while linked', () => {
    expect(panelUiSchemaOf(fresh('RadioButtons'))).toEqual({
      optionsListGuid: { 'ui:widget': 'OptionsListWidget' },
    });
    expect(panelUiSchemaOf(linked('RadioButtons'))).toMatchObject({
      radioButtonOptions: { 'ui:widget': 'hidden' },
    });
    expect(panelUiSchemaOf(fresh('SimpleText'))).toEqual({});
  });

  it('copies the list’s items into its own options when unlinked, the tree for a cascader', () => {
    expect(elementUnlinked(linked('RadioButtons'), list).properties).toEqual({
      radioButtonOptions: [{ value: 'ON', label: 'Ontario' }],
    });
    const cascader = elementUnlinked(
      { ...fresh('Cascader'), properties: { optionsListGuid: list.listDefinitionGuid } } as FormElement,
      list,
    );
    expect(cascader.properties).toEqual({ cascaderOptions: list.items });
  });
});
