// Calendar dates without a time or time zone ('YYYY-MM-DD'). Date answers and date codes are
// compared as plain dates so a browser in Vancouver and a server in UTC agree on "today".

/** A calendar date; month is 1–12. */
export interface PlainDate {
  year: number;
  month: number;
  day: number;
}

/** Days in a month of a year (leap years included). */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving surprises.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads 'YYYY-MM-DD' (a longer ISO string is cut to its date part); null when not a real date. */
export function parsePlainDate(text: string): PlainDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim().slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The local calendar date of an instant. */
export function plainDateOf(instant: Date): PlainDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Formats as 'YYYY-MM-DD'. */
export function plainDateToString(date: PlainDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Orders two dates: negative, zero or positive. */
export function comparePlainDates(a: PlainDate, b: PlainDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Moves by whole days (across months and years). */
export function addDays(date: PlainDate, days: number): PlainDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Moves by whole months; a day past the end of the target month becomes its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Moves by whole years; Feb 29 becomes Feb 28 in a common year. */
export function addYears(date: PlainDate, years: number): PlainDate {
  return addMonths(date, years * 12);
}

/** Day of the week, 0 = Sunday. */
export function weekdayOf(date: PlainDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** True for a bare 'YYYY-MM-DD' string, which carries no time and no zone. */
export function isBareDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
}

/** The calendar day of a saved date: a bare date as written, an ISO instant or Date in local time; null when unreadable. */
export function calendarDateOf(value: string | Date): PlainDate | null {
  // Reading a bare date through Date would take it as UTC midnight and shift it a day west of UTC.
  if (typeof value === 'string' && isBareDate(value)) return parsePlainDate(value);
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : plainDateOf(instant);
}
