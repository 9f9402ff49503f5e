import type { FormatDefinition } from 'ajv';

// The five standard formats the schemas name: date, time and date-time (RFC 3339), uri (RFC 3986) and uuid
// (RFC 9562). They are defined here because ajv-formats offers them only inside one table of every format it
// knows, about 10 KB that each form screen would download to use five. Where ajv-formats reads a standard
// more loosely, these follow it, so a value is judged as it was before; standard-formats.test.ts holds them
// to that library's behaviour on a spread of values.

// ---- RFC 3339 section 5.6: full-date, full-time, date-time ----

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

interface UtcOffset {
  sign: 1 | -1;
  hours: number;
  minutes: number;
}

interface ClockReading {
  hour: number;
  minute: number;
  /** With its fraction: whether 59.999… is still inside the minute is decided on the number. */
  second: number;
  offset: UtcOffset;
}

const FULL_DATE = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;

// The offset is required. Besides the RFC's "+hh:mm", ajv-formats takes "+hhmm" and "+hh", and so do we.
const FULL_TIME =
  /^(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2}(?:\.\d+)?)(?:z|(?<sign>[+-])(?<offsetHours>\d{2})(?::?(?<offsetMinutes>\d{2}))?)$/i;

function parseFullDate(text: string): CalendarDate | undefined {
  const fields = FULL_DATE.exec(text)?.groups;
  if (!fields) return undefined;
  return { year: Number(fields.year), month: Number(fields.month), day: Number(fields.day) };
}

function parseFullTime(text: string): ClockReading | undefined {
  const fields = FULL_TIME.exec(text)?.groups;
  if (!fields) return undefined;
  return {
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    offset: {
      sign: fields.sign === '-' ? -1 : 1,
      hours: Number(fields.offsetHours ?? 0),
      minutes: Number(fields.offsetMinutes ?? 0),
    },
  };
}

/** Gregorian leap years, the rule RFC 3339 appendix C spells out. */
function isLeapYear(year: number): boolean {
  return year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isFullDate(text: string): boolean {
  const date = parseFullDate(text);
  if (!date || date.month < 1 || date.month > 12) return false;
  return date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
}

/**
 * Whether the reading, its offset taken away, falls in 23:59 UTC, the minute a leap second ends a day.
 * The offset's minutes and hours come off separately and the minutes borrow at most one hour, which is how
 * ajv-formats also lets a reading past the clock's range land there (24:59:60+01:00).
 */
function isInLastUtcMinute({ hour, minute, offset }: ClockReading): boolean {
  const utcMinute = minute - offset.sign * offset.minutes;
  const utcHour = hour - offset.sign * offset.hours;
  if (utcMinute === 59) return utcHour === 23 || utcHour === -1;
  if (utcMinute === -1) return utcHour === 24 || utcHour === 0;
  return false;
}

function isFullTime(text: string): boolean {
  const time = parseFullTime(text);
  if (!time || time.offset.hours > 23 || time.offset.minutes > 59) return false;
  if (time.hour <= 23 && time.minute <= 59 && time.second < 60) return true;
  return time.second < 61 && isInLastUtcMinute(time);
}

const FULL_DATE_LENGTH = '0000-00-00'.length;

// "T" in either case. RFC 3339 lets a space stand in for readability; like ajv-formats, any white space does.
const DATE_TIME_SEPARATOR = /^[t\s]$/i;

function isDateTime(text: string): boolean {
  return (
    DATE_TIME_SEPARATOR.test(text.charAt(FULL_DATE_LENGTH)) &&
    isFullDate(text.slice(0, FULL_DATE_LENGTH)) &&
    isFullTime(text.slice(FULL_DATE_LENGTH + 1))
  );
}

/** Full dates are fixed-width, most significant field first, so their text orders as they do. */
function compareFullDates(first: string, second: string): number | undefined {
  if (!first || !second) return undefined;
  if (first === second) return 0;
  return first < second ? -1 : 1;
}

/** Milliseconds between the instants Date reads; undefined when it cannot read one (or reads it as the epoch). */
function compareInstants(first: string, second: string): number | undefined {
  const firstInstant = Date.parse(first) || undefined;
  const secondInstant = Date.parse(second) || undefined;
  return firstInstant === undefined || secondInstant === undefined ? undefined : firstInstant - secondInstant;
}

// A time alone names no instant: two times order as the instants they name on one day.
const REFERENCE_DAY = '2020-01-01';

function compareFullTimes(first: string, second: string): number | undefined {
  if (!first || !second) return undefined;
  return compareInstants(`${REFERENCE_DAY}T${first}`, `${REFERENCE_DAY}T${second}`);
}

function compareDateTimes(first: string, second: string): number | undefined {
  if (!first || !second) return undefined;
  return compareInstants(first, second);
}

// ---- RFC 3986: an absolute URI ----

// Character sets of RFC 3986 section 2, written for the inside of [...] in a case-insensitive pattern.
const UNRESERVED = 'a-z0-9\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
/** pchar (section 3.3), less its percent-encoded octets. */
const PATH_CHARACTER = `${UNRESERVED}${SUB_DELIMS}:@`;

/** One of the characters, or a percent-encoded octet. */
function characterOrOctet(characters: string): string {
  return `(?:[${characters}]|%[0-9a-f]{2})`;
}

function whole(source: string): RegExp {
  return new RegExp(`^${source}$`, 'i');
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
const PATH = whole(`${characterOrOctet(`${PATH_CHARACTER}/`)}+`);
const QUERY_OR_FRAGMENT = whole(`${characterOrOctet(`${PATH_CHARACTER}/?`)}*`);
// "/" or "//", then user info and "@" if any; ajv-formats opens an authority with one slash as well as two.
const AUTHORITY_OPENING = whole(`//?(?:${characterOrOctet(`${UNRESERVED}${SUB_DELIMS}:`)}*@)?`);
// A port of any number of digits, then path-abempty.
const PORT_AND_PATH = whole(`(?::\\d*)?(?:/${characterOrOctet(`${PATH_CHARACTER}/`)}*)?`);
const IP_FUTURE = whole(`v[0-9a-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+`);
const HEX_PIECE = /^[0-9a-f]{1,4}$/i;
const DECIMAL_OCTET = /^\d{1,3}$/;

/** The text before the first separator and, when the separator occurs, the text after it. */
function cutAt(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

/** Four decimal octets; like ajv-formats, leading zeros ("01") are taken, which the RFC's dec-octet refuses. */
function isIpv4Address(text: string): boolean {
  const octets = text.split('.');
  return octets.length === 4 && octets.every((octet) => DECIMAL_OCTET.test(octet) && Number(octet) <= 255);
}

/** Eight 16-bit pieces, the last two of which may be written as an IPv4 address; "::" stands for one or more. */
function isIpv6Address(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const pieces = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  // The IPv4 form may only end the address: not before "::", nor when "::" ends it.
  const mayEndInIpv4 = halves.at(-1) !== '';
  let count = 0;
  for (const [index, piece] of pieces.entries()) {
    if (HEX_PIECE.test(piece)) count += 1;
    else if (mayEndInIpv4 && index === pieces.length - 1 && isIpv4Address(piece)) count += 2;
    else return false;
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** A bracketed host, the authority's user info and port around it, then a path that starts with '/' if at all. */
function isAuthorityWithIpLiteral(hierPart: string): boolean {
  const [opening, fromHost] = cutAt(hierPart, '[');
  if (fromHost === undefined) return false;
  const [host, afterHost] = cutAt(fromHost, ']');
  return (
    afterHost !== undefined &&
    AUTHORITY_OPENING.test(opening) &&
    (IP_FUTURE.test(host) || isIpv6Address(host)) &&
    PORT_AND_PATH.test(afterHost)
  );
}

/**
 * RFC 3986's hier-part. As ajv-formats reads it, a host name is a run of path characters and "/" may open an
 * authority that is empty, so a hier-part without brackets is any non-empty run of path characters and
 * slashes; only a bracketed host is held to the authority's shape.
 */
function isHierPart(text: string): boolean {
  return text.includes('[') ? isAuthorityWithIpLiteral(text) : PATH.test(text);
}

/** A scheme, ':', a hier-part, then an optional query ('?') and fragment ('#'). */
function isUri(text: string): boolean {
  const [scheme, afterScheme] = cutAt(text, ':');
  if (afterScheme === undefined || !SCHEME.test(scheme)) return false;
  const [beforeFragment, fragment] = cutAt(afterScheme, '#');
  const [hierPart, query] = cutAt(beforeFragment, '?');
  return (
    isHierPart(hierPart) &&
    (query === undefined || QUERY_OR_FRAGMENT.test(query)) &&
    (fragment === undefined || QUERY_OR_FRAGMENT.test(fragment))
  );
}

// ---- RFC 9562 section 4: a UUID's hexadecimal groups, optionally as a URN ----

const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/** The standard formats by name, as ajv takes them. */
export const standardFormats = {
  date: { validate: isFullDate, compare: compareFullDates },
  time: { validate: isFullTime, compare: compareFullTimes },
  'date-time': { validate: isDateTime, compare: compareDateTimes },
  uri: isUri,
  uuid: UUID,
} satisfies Record<string, FormatDefinition<string> | ((text: string) => boolean) | RegExp>;
