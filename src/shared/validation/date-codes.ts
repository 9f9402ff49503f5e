import {
  addDays,
  addMonths,
  addYears,
  calendarDateOf,
  comparePlainDates,
  daysInMonth,
  isBareDate,
  parsePlainDate,
  plainDateOf,
  plainDateToString,
} from '../format/plain-date.ts';
import type { PlainDate } from '../format/plain-date.ts';
import type { DateCode } from '../generated/types.gen.ts';

// Date codes limit which days a Date question offers (minDateCode, maxDateCode) and where its
// picker opens (startDateCode). Grammar and meaning are documented in README.md beside this file.

export type DateUnit = 'd' | 'm' | 'y';

/** A date code understood: today, a fixed date, or a move with its snapping. */
export type ParsedDateCode =
  | { kind: 'today' }
  | { kind: 'fixed'; date: PlainDate }
  | { kind: 'relative'; unit: DateUnit; amount: number; snap: 'start' | 'end'; snapUnit: DateUnit };

const RELATIVE = /^([dmy])([+-])(\d{1,6})(?::([dmye]))?$/;

/** Reads a date code ('today', '2024-03-31', 'y-1', 'm+3:e', 'd-7', 'd+10:m'); null when it is not one. */
export function parseDateCode(code: DateCode): ParsedDateCode | null {
  const text = code.trim().toLowerCase();
  if (text === 'today') return { kind: 'today' };
  const date = isBareDate(text) ? parsePlainDate(text) : null;
  if (date) return { kind: 'fixed', date };
  const match = RELATIVE.exec(text);
  if (!match) return null;
  const unit = match[1] as DateUnit;
  const amount = Number(match[3]) * (match[2] === '-' ? -1 : 1);
  const suffix = match[4];
  // ':e' ends the moved period; ':d', ':m', ':y' start the named one; no suffix starts the moved period.
  if (suffix === 'e') return { kind: 'relative', unit, amount, snap: 'end', snapUnit: unit };
  return {
    kind: 'relative',
    unit,
    amount,
    snap: 'start',
    snapUnit: (suffix as DateUnit | undefined) ?? unit,
  };
}

const MOVE: Record<DateUnit, (date: PlainDate, amount: number) => PlainDate> = {
  d: addDays,
  m: addMonths,
  y: addYears,
};

function snap(date: PlainDate, to: 'start' | 'end', unit: DateUnit): PlainDate {
  if (unit === 'd') return date;
  const month = unit === 'y' ? (to === 'start' ? 1 : 12) : date.month;
  const day = to === 'start' ? 1 : daysInMonth(date.year, month);
  return { year: date.year, month, day };
}

/** Today's calendar date: the local date of an instant, or a 'YYYY-MM-DD' already fixed by the caller. */
function todayOf(now: Date | string): PlainDate | null {
  return typeof now === 'string' ? parsePlainDate(now) : plainDateOf(now);
}

function resolve(code: ParsedDateCode, today: PlainDate): PlainDate {
  if (code.kind === 'today') return today;
  if (code.kind === 'fixed') return code.date;
  return snap(MOVE[code.unit](today, code.amount), code.snap, code.snapUnit);
}

/** The 'YYYY-MM-DD' a date code stands for on the day `now`; null for an empty or unreadable code. */
export function resolveDateCode(code: DateCode | null | undefined, now: Date | string): string | null {
  const parsed = code ? parseDateCode(code) : null;
  const today = todayOf(now);
  return parsed && today ? plainDateToString(resolve(parsed, today)) : null;
}

export interface DateLimits {
  minDateCode?: DateCode | null;
  maxDateCode?: DateCode | null;
}

/** The first and last allowed dates ('YYYY-MM-DD'); a missing or unreadable code sets no limit. */
export function dateBounds(
  limits: DateLimits,
  now: Date | string,
): { min: string | null; max: string | null } {
  return { min: resolveDateCode(limits.minDateCode, now), max: resolveDateCode(limits.maxDateCode, now) };
}

/** True when the date (saved string or Date; its local calendar day) lies within the limits, both ends included. */
export function isDateAllowed(value: string | Date, limits: DateLimits, now: Date | string): boolean {
  const date = calendarDateOf(value);
  if (!date) return false;
  const { min, max } = dateBounds(limits, now);
  if (min && comparePlainDates(date, parsePlainDate(min)!) < 0) return false;
  if (max && comparePlainDates(date, parsePlainDate(max)!) > 0) return false;
  return true;
}
