import { calendarDateOf, isBareDate, plainDateOf, plainDateToString, weekdayOf } from './plain-date.ts';

// Dates are shown as YYYY-MM-DD everywhere; the variants add the time (24-hour) and the weekday.

/** How a date is shown: the date alone, with its time, with its weekday, or both. */
export type DateDisplay = 'date' | 'date-time' | 'weekday-date' | 'weekday-date-time';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The saved form of a date answer: 'YYYY-MM-DD' (local calendar date), or a full ISO instant when time is enabled. */
export function formatDateAnswer(date: Date, enableTime: boolean): string {
  return enableTime ? date.toISOString() : plainDateToString(plainDateOf(date));
}

function timeOf(value: string | Date): string | null {
  // A date saved without a time shows none, even in a variant that asks for one.
  if (typeof value === 'string' && isBareDate(value)) return null;
  const instant = value instanceof Date ? value : new Date(value);
  return `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
}

/** Shows a saved date ('YYYY-MM-DD' or ISO instant, in local time) as e.g. 'Mon 2024-03-04 14:05'; '' when unreadable. */
export function formatDateDisplay(value: string | Date, display: DateDisplay = 'date'): string {
  const date = calendarDateOf(value);
  if (!date) return '';
  const pieces: string[] = [];
  if (display.startsWith('weekday')) pieces.push(WEEKDAYS[weekdayOf(date)]!);
  pieces.push(plainDateToString(date));
  const time = display.endsWith('time') ? timeOf(value) : null;
  if (time) pieces.push(time);
  return pieces.join(' ');
}
