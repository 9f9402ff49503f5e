// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxesWidget } from './checkboxes.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

const checkboxOptions = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Bananas' },
  { value: 'c', label: 'Cherries' },
];

describe('CheckboxesWidget', () => {
  it('reports the ticked values in option order and null when none is left', async () => {
    const { user, onChange } = renderWidget(CheckboxesWidget, makeElement('Checkboxes', { checkboxOptions }));
    await user.click(screen.getByLabelText('Cherries'));
    expect(onChange).toHaveBeenLastCalledWith(['c']);
    await user.click(screen.getByLabelText('Apples'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    await user.click(screen.getByLabelText('Cherries'));
    expect(onChange).toHaveBeenLastCalledWith(['a']);
    await user.click(screen.getByLabelText('Apples'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('lays compact options out in a row and names the group', () => {
    const element = makeElement('Checkboxes', { checkboxOptions, checkboxOptionsDisplayFormat: 'Compact' });
    renderWidget(CheckboxesWidget, element);
    const group = screen.getByRole('group', { name: 'Question' });
    expect(group.querySelector('.flex-wrap')).not.toBeNull();
  });

  it('lists the ticked labels when read-only', () => {
    renderWidget(CheckboxesWidget, makeElement('Checkboxes', { checkboxOptions }), {
      value: ['a', 'b'],
      readOnly: true,
    });
    expect(screen.getByText('Apples, Bananas')).toBeTruthy();
  });
});
