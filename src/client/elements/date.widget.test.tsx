// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateWidget } from './date.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('DateWidget', () => {
  beforeEach(() => {
    // Only Date is faked so user-event's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 4, 15, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('limits the picker with min and max resolved from the date codes', () => {
    const element = makeElement('Date', { minDateCode: 'd-7', maxDateCode: 'm+1:e', startDateCode: 'y-1' });
    renderWidget(DateWidget, element);
    const input = screen.getByLabelText('Question');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2024-05-08');
    expect(input.getAttribute('max')).toBe('2024-06-30');
    expect(input.getAttribute('data-start-date')).toBe('2023-01-01');
  });

  it('reports every day picked and flags one outside the range', () => {
    const { onChange } = renderWidget(DateWidget, makeElement('Date', { minDateCode: 'today' }));
    const input = screen.getByLabelText('Question');
    fireEvent.change(input, { target: { value: '2024-05-20' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-05-20');
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-05-01');
    expect(screen.getByRole('alert').textContent).toBe('Choose a date on or after 2024-05-15');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reports a full ISO instant when time is enabled', () => {
    const { onChange } = renderWidget(
      DateWidget,
      makeElement('Date', { enableTime: true, maxDateCode: 'today' }),
    );
    const input = screen.getByLabelText('Question');
    expect(input.getAttribute('type')).toBe('datetime-local');
    expect(input.getAttribute('max')).toBe('2024-05-15T23:59');
    fireEvent.change(input, { target: { value: '2024-05-10T09:30' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 4, 10, 9, 30).toISOString());
  });

  it('shows the saved date read-only', () => {
    renderWidget(DateWidget, makeElement('Date'), { value: '2024-03-04', readOnly: true });
    expect(screen.getByText('2024-03-04')).toBeTruthy();
  });
});
