// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { ElementPropertyForm } from './element-property-form.tsx';

afterEach(cleanup);

// jsdom lays nothing out and has no ResizeObserver, which the panel's checkboxes ask for to size themselves.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const radios = (properties: Record<string, unknown>) =>
  ({
    guid: 'element-1',
    type: 'RadioButtons',
    label: 'Colour',
    questionCode: 'RadioButtons1',
    properties: { radioButtonOptions: [], ...properties },
  }) as FormElement;

function renderPanel(element: FormElement) {
  const onChange = vi.fn();
  render(
    <ElementPropertyForm
      element={element}
      readOnly={false}
      onChange={onChange}
      optionsLists={{ lists: [], unlink: vi.fn() }}
    />,
  );
  return { onChange, select: screen.getByLabelText('Display as') as HTMLSelectElement };
}

describe('a select setting in the Properties panel', () => {
  it('shows the schema default when the setting is unset, and offers no blank choice', () => {
    const { select } = renderPanel(radios({}));
    expect(select.selectedOptions[0]?.textContent).toBe('Normal');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Normal', 'ButtonStrip']);
  });

  it('shows and changes a value that is set', async () => {
    const { select, onChange } = renderPanel(radios({ displayFormat: 'ButtonStrip' }));
    expect(select.selectedOptions[0]?.textContent).toBe('ButtonStrip');
    await userEvent.selectOptions(select, 'Normal');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ properties: expect.objectContaining({ displayFormat: 'Normal' }) }),
    );
  });
});
