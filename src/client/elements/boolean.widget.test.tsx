// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BooleanWidget } from './boolean.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('BooleanWidget', () => {
  it('ticks to true and unticks to no answer', async () => {
    const { user, onChange } = renderWidget(BooleanWidget, makeElement('Boolean'));
    await user.click(screen.getByLabelText('Question'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByLabelText('Question'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('with noDeselect, unticks to false rather than removing the answer', async () => {
    const { user, onChange } = renderWidget(BooleanWidget, makeElement('Boolean', { noDeselect: true }), {
      value: true,
    });
    await user.click(screen.getByLabelText('Question'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('offers Yes and No buttons; pressing the chosen one clears it unless noDeselect', async () => {
    const clearable = renderWidget(BooleanWidget, makeElement('Boolean', { displayFormat: 'YesNo' }));
    await clearable.user.click(screen.getByRole('button', { name: 'No' }));
    expect(clearable.onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    await clearable.user.click(screen.getByRole('button', { name: 'No' }));
    expect(clearable.onChange).toHaveBeenLastCalledWith(null);
    clearable.unmount();

    const element = makeElement('Boolean', { displayFormat: 'YesNo', noDeselect: true });
    const fixed = renderWidget(BooleanWidget, element, { value: true });
    await fixed.user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(fixed.onChange).not.toHaveBeenCalled();
    await fixed.user.click(screen.getByRole('button', { name: 'No' }));
    expect(fixed.onChange).toHaveBeenLastCalledWith(false);
  });

  it('reads Yes or No when read-only', () => {
    renderWidget(BooleanWidget, makeElement('Boolean'), { value: false, readOnly: true });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('No')).toBeTruthy();
  });
});
