// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { ElementPropertyForm } from './element-property-form.tsx';
import { typedAfter, typedWith, type TypedText } from './typed-text.ts';

afterEach(cleanup);

// jsdom lays nothing out and has no ResizeObserver, which the panel's checkboxes ask for to size themselves.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('the text a field shows while its values reach the form', () => {
  it('is always the last text typed while the form commits the values sent, in order and in batches', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (texts, commitAfter) => {
          let form: unknown = 'start';
          let typed: TypedText | null = null;
          let committed = 0;
          texts.forEach((text, index) => {
            typed = typedWith(typedAfter(typed, form), text, text, form);
            // The form commits some or all of the values sent so far: a transition holds any number of them.
            if (commitAfter[index]) {
              committed = index + 1;
              form = texts[index];
            }
            typed = typedAfter(typed, form);
            expect(typed?.text).toBe(text);
          });
          form = texts.at(-1);
          committed = texts.length;
          typed = typedAfter(typed, form);
          expect(typed?.text).toBe(texts.at(-1));
          expect(committed).toBe(texts.length);
        },
      ),
    );
  });

  it('gives way to a value the field never sent (undo, another element)', () => {
    const typed = typedWith(null, 'ab', 'ab', 'a');
    expect(typedAfter(typed, 'a')).toBe(typed);
    expect(typedAfter(typed, 'before undo')).toBeNull();
  });
});

const question = (label: string) =>
  ({
    guid: 'element-1',
    type: 'SimpleText',
    label,
    questionCode: 'SimpleText1',
    properties: {},
  }) as FormElement;

/** The panel as the designer holds it, with the designer's undo standing in as a button. */
function Designer({
  onChange,
  readOnly = false,
}: {
  onChange: (element: FormElement) => void;
  readOnly?: boolean;
}) {
  const [element, setElement] = useState(() => question('Name'));
  const change = (edited: FormElement) => {
    setElement(edited);
    onChange(edited);
  };
  return (
    <>
      <button type="button" onClick={() => setElement(question('Name'))}>
        Undo
      </button>
      <ElementPropertyForm
        element={element}
        readOnly={readOnly}
        onChange={change}
        optionsLists={{ lists: [], unlink: vi.fn() }}
      />
    </>
  );
}

const label = () => screen.getByLabelText(/^Label/) as HTMLInputElement;

describe('typing into a Properties panel field', () => {
  it('shows every key and hands the whole text to the designer', async () => {
    const onChange = vi.fn();
    render(<Designer onChange={onChange} />);
    await userEvent.type(label(), ' of the person');
    expect(label().value).toBe('Name of the person');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Name of the person' }));
  });

  it('hands the typed text over at once when the field loses the focus, before a transition has run', async () => {
    const onChange = vi.fn();
    render(<Designer onChange={onChange} />);
    const input = label();
    // Events sent as the browser sends them, not inside act (which would run the keystroke's transition): React
    // renders an event's urgent updates in a microtask after it, and the keystroke's transition in a later task,
    // which is still waiting when the focus leaves.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Name typed');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      expect(input.value).toBe('Name typed');
      expect(onChange).not.toHaveBeenCalled();
      input.blur();
      await Promise.resolve();
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Name typed' }));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('shows the element again after an undo', async () => {
    render(<Designer onChange={vi.fn()} />);
    await userEvent.type(label(), ' typed');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(label().value).toBe('Name');
  });

  it('keeps a number as it is typed', async () => {
    const onChange = vi.fn();
    render(<Designer onChange={onChange} />);
    const maximum = screen.getByRole('spinbutton', { name: 'Maximum characters' }) as HTMLInputElement;
    await userEvent.type(maximum, '12');
    expect(maximum.value).toBe('12');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ properties: expect.objectContaining({ maxLength: 12 }) }),
    );
  });

  it('takes no typing in read-only mode', () => {
    render(<Designer onChange={vi.fn()} readOnly />);
    expect(label().disabled).toBe(true);
  });
});
