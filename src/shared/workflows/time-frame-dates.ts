import { parsePlainDate, plainDateOf, plainDateToString } from '../format/plain-date.ts';

// A time frame is edited as calendar days and stored as instants: its start at the beginning of the
// first day, its end at 23:59:59 of the last (spec forms-and-workflows 9), in the editor's local time, so a
// frame ending on 31 March still counts as 'within' on the evening of 31 March.

/** Spec 9: the default end time of a time frame. */
export const FRAME_END_TIME = { hours: 23, minutes: 59, seconds: 59 } as const;

function instantOf(day: string, hours: number, minutes: number, seconds: number): string | null {
  const date = parsePlainDate(day);
  if (!date) return null;
  return new Date(date.year, date.month - 1, date.day, hours, minutes, seconds).toISOString();
}

/** The stored start of a frame beginning on `day` ('YYYY-MM-DD'); null ('No start') for an empty or unreadable day. */
export function frameStartOf(day: string): string | null {
  return instantOf(day, 0, 0, 0);
}

/** The stored end of a frame ending on `day` ('YYYY-MM-DD'), at 23:59:59; null ('No end') for an empty or unreadable day. */
export function frameEndOf(day: string): string | null {
  const { hours, minutes, seconds } = FRAME_END_TIME;
  return instantOf(day, hours, minutes, seconds);
}

/** The local day ('YYYY-MM-DD') of a stored frame bound; '' when there is none. */
export function frameDayOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? '' : plainDateToString(plainDateOf(parsed));
}
