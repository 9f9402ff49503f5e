import { createSchemaUtils } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { panelDataOf, panelSchemaOf, type PanelData } from './element-panel-schema.ts';
import { plainPanelErrors } from './panel-error-messages.ts';
import { panelValidatorOf } from './panel-validator.ts';

const data = (type: string, properties: Record<string, unknown>) =>
  panelDataOf({
    guid: `g-${type}`,
    type,
    label: 'Asked',
    questionCode: `${type}1`,
    properties,
  } as FormElement);

/** The messages the panel shows beside each field, as its live validation words them. */
function shown(type: string, formData: PanelData): Record<string, string[]> {
  const schema = panelSchemaOf(type);
  const validator = panelValidatorOf(type);
  const resolved = createSchemaUtils(validator, schema).retrieveSchema(schema, formData);
  const byField: Record<string, string[]> = {};
  for (const error of validator.validateFormData(formData, resolved, undefined, plainPanelErrors).errors) {
    (byField[error.property ?? ''] ??= []).push(error.message ?? '');
  }
  return byField;
}

describe('the Properties panel’s messages', () => {
  it('give a number’s bounds in words', () => {
    expect(shown('SimpleText', data('SimpleText', { maxLength: 0, indentLevel: 6 }))).toEqual({
      '.maxLength': ['Must be at least 1.'],
      '.indentLevel': ['Must be at most 5.'],
    });
  });

  it('say a value is required whether the setting is left out or emptied', () => {
    const { questionCode: _code, ...withoutCode } = data('Number', {});
    expect(shown('Number', withoutCode)).toEqual({ questionCode: ['A value is required.'] });
    expect(shown('Number', { ...withoutCode, questionCode: '' })).toEqual({
      '.questionCode': ['A value is required.'],
    });
  });

  it('say a value is not in its format without showing the pattern', () => {
    expect(shown('Date', data('Date', { minDateCode: 'next week' }))).toEqual({
      '.minDateCode': ['Is not in the expected format.'],
    });
  });

  it('name the choices, the kind of value expected, and a setting the element does not have', () => {
    const messages = shown(
      'SimpleText',
      data('SimpleText', { validationType: 'Fax', isMultiline: 'yes', colour: 1 }),
    );
    expect(messages['.validationType']).toEqual([expect.stringMatching(/^Must be one of: \w+(, \w+)+\.$/)]);
    expect(messages['.isMultiline']).toEqual(['Must be yes or no.']);
    expect(messages['']).toEqual(['Holds a setting this element does not have.']);
  });

  it('leave out the empty branch of a setting that may be left empty', () => {
    expect(shown('Number', data('Number', { sensitivity: { category: 'Health' } }))).toEqual({
      '.sensitivity.level': ['A value is required.'],
      '.sensitivity': ['Is not one of the values this setting takes.'],
    });
  });
});
