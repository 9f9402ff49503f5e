// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';
import { SelectListWidget } from './select-list.widget.tsx';

const selectListOptions = [
  { value: 'r', label: 'Red' },
  { value: 'g', label: 'Green' },
];

describe('SelectListWidget', () => {
  it('reports the chosen value, and null for the noneText entry', async () => {
    const element = makeElement('SelectList', { selectListOptions, noneText: '(none)' });
    const { user, onChange } = renderWidget(SelectListWidget, element);
    const select = screen.getByLabelText('Question');
    await user.selectOptions(select, 'Green');
    expect(onChange).toHaveBeenLastCalledWith('g');
    await user.selectOptions(select, '(none)');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a saved value whose option was removed', () => {
    renderWidget(SelectListWidget, makeElement('SelectList', { selectListOptions }), { value: 'b' });
    expect((screen.getByLabelText('Question') as HTMLSelectElement).value).toBe('b');
  });

  it('shows the label when read-only', () => {
    renderWidget(SelectListWidget, makeElement('SelectList', { selectListOptions }), {
      value: 'r',
      readOnly: true,
    });
    expect(screen.getByText('Red')).toBeTruthy();
  });
});
