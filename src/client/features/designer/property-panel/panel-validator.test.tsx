// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSchemaUtils, getFirstMatchingOption, type RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementRegistry } from '../../../../shared/generated/elements.gen.ts';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { ElementPropertyForm } from './element-property-form.tsx';
import { panelDataOf, panelSchemaOf, type PanelData } from './element-panel-schema.ts';
import { panelValidatorOf } from './panel-validator.ts';

// The Properties panel's validator runs only code precompiled by codegen: the served app forbids generating
// code in the page, so these tests forbid it too.
beforeEach(() => {
  const refuse = () => {
    throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
  };
  // Still the Function every function is an instance of, but it makes none from text.
  vi.stubGlobal('Function', new Proxy(Function, { apply: refuse, construct: refuse }));
  vi.stubGlobal('eval', refuse);
  // jsdom lays nothing out; the panel's checkboxes (Radix) only ask to be told of size changes.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

const fresh = (type: string, properties: Record<string, unknown> = {}) =>
  ({ guid: `g-${type}`, type, label: 'Asked', questionCode: `${type}1`, properties }) as FormElement;

/** The messages the panel shows, by field, for `data` of an element type. */
function failures(type: string, data: PanelData): Record<string, string[]> {
  const schema = panelSchemaOf(type);
  const validator = panelValidatorOf(type);
  // As RJSF's live validation asks: the schema resolved against the data.
  const resolved = createSchemaUtils(validator, schema).retrieveSchema(schema, data);
  const byField: Record<string, string[]> = {};
  for (const error of validator.validateFormData(data, resolved).errors) {
    (byField[error.property ?? ''] ??= []).push(error.message ?? '');
  }
  return byField;
}

const data = (type: string, properties: Record<string, unknown>) => panelDataOf(fresh(type, properties));

describe('the precompiled Properties panel validator', () => {
  it.each(Object.keys(elementRegistry))('accepts a new %s', (type) => {
    expect(failures(type, panelDataOf(fresh(type)))).toEqual({});
  });

  it('refuses a number outside its bounds', () => {
    expect(failures('SimpleText', data('SimpleText', { maxLength: 0, indentLevel: 6 }))).toEqual({
      '.maxLength': ['must be >= 1'],
      '.indentLevel': ['must be <= 5'],
    });
  });

  it('refuses an emptied (left out) question code, naming it by its title, and an empty one', () => {
    const { questionCode: _code, ...withoutCode } = data('Number', {});
    expect(failures('Number', withoutCode)).toEqual({
      questionCode: ["must have required property 'Question Code'"],
    });
    expect(failures('Number', { ...withoutCode, questionCode: '' })).toEqual({
      '.questionCode': ['must NOT have fewer than 1 characters'],
    });
  });

  it('refuses a date code or a colour of the wrong form', () => {
    expect(failures('Date', data('Date', { minDateCode: 'next week' }))).toEqual({
      '.minDateCode': ['must match pattern "^(today|\\d{4}-\\d{2}-\\d{2}|[dmy][+-]\\d+(:[a-z])?)$"'],
    });
    expect(failures('Date', data('Date', { minDateCode: 'd-7', maxDateCode: 'today' }))).toEqual({});
    expect(failures('Discussion', data('Discussion', { colors: ['#EF9A9A', 'red'] }))).toEqual({
      '.colors.1': ['must match pattern "^#[0-9A-Fa-f]{6}$"'],
    });
  });

  it('refuses a value outside its choices, a wrong type and a setting its schema does not have', () => {
    expect(
      failures('SimpleText', data('SimpleText', { validationType: 'Fax', isMultiline: 'yes', colour: 1 })),
    ).toEqual({
      '.validationType': ['must be equal to one of the allowed values'],
      '.isMultiline': ['must be boolean'],
      '': ['must NOT have unevaluated properties'],
    });
  });

  it('checks a cascader’s option tree at any depth', () => {
    const tree = [{ value: 'ON', label: 'Ontario', children: [{ value: '', label: 'Toronto' }] }];
    expect(failures('Cascader', data('Cascader', { cascaderOptions: tree }))).toEqual({
      '.cascaderOptions.0.children.0.value': ['must NOT have fewer than 1 characters'],
    });
  });

  it('checks the chosen option of an anyOf and answers which option data matches', () => {
    expect(failures('Number', data('Number', { sensitivity: { category: 'Health', level: 2 } }))).toEqual({});
    expect(failures('Number', data('Number', { sensitivity: null }))).toEqual({});
    const incomplete = failures('Number', data('Number', { sensitivity: { category: 'Health' } }));
    expect(incomplete).toEqual({
      '.sensitivity.level': ["must have required property 'level'"],
      '.sensitivity': ['must be null', 'must match a schema in anyOf'],
    });
    // RJSF picks the option of sensitivity's anyOf ({$ref Sensitivity} or null) by asking isValid about each
    // option as it rewrites it: those questions are answered by precompiled validators.
    const schema = panelSchemaOf('Number');
    const utils = createSchemaUtils(panelValidatorOf('Number'), schema);
    const field = utils.retrieveSchema(schema, {}).properties?.sensitivity as RJSFSchema;
    const options = (field.anyOf as RJSFSchema[]).map((option) => utils.retrieveSchema(option));
    // RJSF hands a field's own value to the form's validator.
    const pick = (value: unknown) =>
      getFirstMatchingOption(panelValidatorOf('Number'), value as PanelData, options, schema);
    expect(pick({ category: 'Health', level: 2 })).toBe(0);
    expect(pick(null)).toBe(1);
  });
});

describe('the Properties panel in a page that may not generate code', () => {
  const lists = { lists: [], unlink: () => {} };

  it.each(Object.keys(elementRegistry))('renders %s with a sensitivity chosen', (type) => {
    const element = fresh(type, { sensitivity: { category: 'Financial', level: 3 } });
    render(
      <ElementPropertyForm element={element} readOnly={false} onChange={() => {}} optionsLists={lists} />,
    );
    expect(screen.getByLabelText(/^Question Code/)).toHaveProperty('value', `${type}1`);
  });

  /** The panel as the designer holds it: each edit becomes the element it is handed. */
  function Designer({ onChange }: { onChange: (element: FormElement) => void }) {
    const [element, setElement] = useState(() => fresh('SimpleText'));
    const change = (edited: FormElement) => {
      setElement(edited);
      onChange(edited);
    };
    return <ElementPropertyForm element={element} readOnly={false} onChange={change} optionsLists={lists} />;
  }

  it('shows a failure beside its field as it is typed and takes it away when it is fixed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Designer onChange={onChange} />);
    const field = container.querySelector<HTMLElement>('[data-field="root_maxLength"]')!;
    const input = within(field).getByRole('spinbutton', { name: 'Maximum characters' });
    await user.type(input, '0');
    expect(within(field).getByText('Must be at least 1.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, '8');
    expect(within(field).queryByText('Must be at least 1.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ properties: expect.objectContaining({ maxLength: 8 }) }),
    );
  });
});
