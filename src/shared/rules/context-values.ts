import type { TimeFrame } from '../generated/types.gen.ts';

// Form response statuses in their meaningful order; screens also show spaced spellings ('Ready for submission').
const FORM_STATUS_ORDER = ['notsent', 'new', 'draft', 'readyforsubmission', 'submitted'];

/** Position of a form response status in NotSent < New < Draft < ReadyForSubmission < Submitted, or -1. */
export function formStatusRank(status: string | null | undefined): number {
  if (status == null) return -1;
  return FORM_STATUS_ORDER.indexOf(status.replace(/[\s_]/g, '').toLowerCase());
}

/** The wall-clock time of a moment in a time zone, as 'YYYY-MM-DDTHH:mm:ss' (comparable as text). */
export function localWallClock(now: Date, timeZone?: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(now);
  } catch {
    // An unknown zone name must not break every rule; UTC is the predictable fallback.
    return now.toISOString().slice(0, 19);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * True when the moment falls in the frame; a missing date leaves that side open.
 * Timestamps with an offset compare as instants; a plain date (or a time without offset) is read
 * as wall-clock time in the context's zone, a plain end date ending at the default 23:59:59.
 */
export function timeFrameContains(frame: TimeFrame, now: Date, wallClock: () => string): boolean {
  return (
    isOnOrAfter(now, wallClock, frame.startDate, '00:00:00', 1) &&
    isOnOrAfter(now, wallClock, frame.endDate, '23:59:59', -1)
  );
}

// direction 1: now must be at or after the bound; -1: at or before it.
function isOnOrAfter(
  now: Date,
  wallClock: () => string,
  date: string | null | undefined,
  defaultTime: string,
  direction: 1 | -1,
): boolean {
  if (!date) return true;
  const text = date.trim().replace(' ', 'T');
  if (/(Z|[+-]\d\d:?\d\d)$/i.test(text) && text.length > 10) {
    const instant = Date.parse(text);
    if (!Number.isNaN(instant)) return direction * (now.getTime() - instant) >= 0;
  }
  const bound =
    text.length <= 10 ? `${text}T${defaultTime}` : text.length === 16 ? `${text}:00` : text.slice(0, 19);
  const clock = wallClock();
  return direction === 1 ? clock >= bound : clock <= bound;
}
