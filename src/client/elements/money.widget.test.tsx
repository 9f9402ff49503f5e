// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyWidget } from './money.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('MoneyWidget', () => {
  it('shows thousands separators once left and reports cents', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, makeElement('Money'));
    const input = screen.getByLabelText('Question') as HTMLInputElement;
    await user.type(input, '1234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await user.click(screen.getByText('elsewhere'));
    expect(input.value).toBe('1,234.50');
    expect(screen.getByText('$')).toBeTruthy();
  });

  it('flags an amount above max while typing and clamps it on blur', async () => {
    const { user, onChange, onBlur } = renderWidget(MoneyWidget, makeElement('Money', { max: 100 }));
    const input = screen.getByLabelText('Question') as HTMLInputElement;
    await user.type(input, '150');
    expect(screen.getByRole('alert').textContent).toBe('Error Saving: Must be less than or equal to 100');
    expect(onChange).toHaveBeenLastCalledWith(150);
    await user.click(screen.getByText('elsewhere'));
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(onBlur).toHaveBeenCalled();
    expect(input.value).toBe('100.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clamps a negative amount to the default min of 0', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, makeElement('Money'));
    await user.type(screen.getByLabelText('Question'), '-5');
    expect(screen.getByRole('alert').textContent).toBe('Error Saving: Must be greater than or equal to 0');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('renders read-only with its currency', () => {
    renderWidget(MoneyWidget, makeElement('Money', { currency: 'CAD' }), { value: 1234.5, readOnly: true });
    expect(screen.getByText('CAD 1,234.50')).toBeTruthy();
  });

  it('copies the amount as shown', async () => {
    const { user } = renderWidget(MoneyWidget, makeElement('Money', { enableCopy: true }), { value: 1234.5 });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('$1,234.50');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
