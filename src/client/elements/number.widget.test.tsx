// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberWidget } from './number.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('NumberWidget', () => {
  it('shows the range messages and still reports every amount typed, so none typed past is saved', async () => {
    const { user, onChange } = renderWidget(NumberWidget, makeElement('Number', { min: 10, max: 20 }));
    const input = screen.getByLabelText('Question');
    await user.type(input, '5');
    expect(screen.getByRole('alert').textContent).toBe('Error Saving: Must be greater than or equal to 10');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(5);

    await user.clear(input);
    await user.type(input, '25');
    expect(screen.getByRole('alert').textContent).toBe('Error Saving: Must be less than or equal to 20');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([5, null, 2, 25]);
  });

  it('reports text that is not a number as unreadable and says so once the field is left', async () => {
    const { user, onChange } = renderWidget(NumberWidget, makeElement('Number'));
    const input = screen.getByLabelText('Question') as HTMLInputElement;
    await user.type(input, '12abc');
    expect(onChange).toHaveBeenLastCalledWith({ unreadable: '12abc' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByText('elsewhere'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid Input');
    expect(input.value).toBe('12abc');
  });

  it('reports the number rounded to its decimals and shows it en-CA once left', async () => {
    const { user, onChange } = renderWidget(NumberWidget, makeElement('Number', { precision: 2 }));
    const input = screen.getByLabelText('Question') as HTMLInputElement;
    await user.type(input, '1234.567');
    expect(onChange).toHaveBeenLastCalledWith(1234.57);
    await user.click(screen.getByText('elsewhere'));
    expect(input.value).toBe('1,234.57');
  });

  it('steps with the controls without passing the bounds', async () => {
    const { user, onChange } = renderWidget(NumberWidget, makeElement('Number', { max: 3 }), { value: 2 });
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps from an empty field to the minimum', async () => {
    const { user, onChange } = renderWidget(NumberWidget, makeElement('Number', { min: 5 }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect((screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders the formatted number read-only', () => {
    renderWidget(NumberWidget, makeElement('Number', { precision: 3 }), { value: -1234.5, readOnly: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('-1,234.500')).toBeTruthy();
  });
});
