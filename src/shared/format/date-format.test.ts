import { describe, expect, it } from 'vitest';
import { formatDateAnswer, formatDateDisplay } from './date-format.ts';

// Dates are built in local time so the tests hold in any time zone.
const afternoon = new Date(2024, 2, 4, 14, 5, 30);

describe('formatDateAnswer', () => {
  it('saves the local calendar date, or the full instant when time is on', () => {
    expect(formatDateAnswer(new Date(2024, 0, 31, 23, 59), false)).toBe('2024-01-31');
    expect(formatDateAnswer(afternoon, true)).toBe(afternoon.toISOString());
  });
});

describe('formatDateDisplay', () => {
  it('shows YYYY-MM-DD and its time and weekday variants', () => {
    expect(formatDateDisplay(afternoon)).toBe('2024-03-04');
    expect(formatDateDisplay(afternoon, 'date-time')).toBe('2024-03-04 14:05');
    expect(formatDateDisplay(afternoon, 'weekday-date')).toBe('Mon 2024-03-04');
    expect(formatDateDisplay(afternoon.toISOString(), 'weekday-date-time')).toBe('Mon 2024-03-04 14:05');
  });

  it('shows a saved date-only answer on its own day, without a time', () => {
    expect(formatDateDisplay('2024-02-29', 'weekday-date-time')).toBe('Thu 2024-02-29');
  });

  it('shows nothing for an unreadable value', () => {
    expect(formatDateDisplay('not a date')).toBe('');
    expect(formatDateDisplay('2023-02-29')).toBe('');
  });
});
