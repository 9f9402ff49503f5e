import type { ValidationType } from '../generated/types.gen.ts';
import { isEmail, isPhone, isSin, isUrl, MAX_PHONE_DIGITS } from './formats.ts';

// The validation types of a simple-text question. Each one says how the field rewrites what the
// user types (the value shown and saved) and whether the result is acceptable. The checks
// themselves live in formats.ts so the server's schema validators judge exactly the same way.

/** Shown beside a field whose value does not fit its validation type (the leading space is part of it). */
export const INVALID_INPUT_TEXT = ' Invalid Input';

const SIN_DIGITS = 9;

interface TextType {
  normalise(raw: string): string;
  isValid(value: string): boolean;
}

/** Keeps at most `limit` digits, dropping whatever follows the last kept digit. */
function cutToDigits(text: string, limit: number): string {
  let seen = 0;
  let end = 0;
  for (; end < text.length && seen < limit; end++) if (/\d/.test(text[end]!)) seen++;
  return seen < limit ? text : text.slice(0, end);
}

/** Phone as typed: '+' international numbers keep digits and hyphens (spaces become hyphens); others are formatted once complete. */
export function normalisePhone(raw: string): string {
  const trimmed = raw.trimStart();
  if (trimmed.startsWith('+')) {
    const body = trimmed
      .slice(1)
      .replace(/\s+/g, '-')
      .replace(/[^\d-]/g, '')
      .replace(/-{2,}/g, '-');
    return cutToDigits(`+${body}`, MAX_PHONE_DIGITS);
  }
  const kept = cutToDigits(trimmed.replace(/[^\d() -]/g, ''), MAX_PHONE_DIGITS);
  const digits = kept.replace(/\D/g, '');
  // Reformatting only a complete number leaves the caret alone while the user is still typing.
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return kept;
}

/** SIN as typed: digits only, at most 9, in groups of three ('046 454 286'). */
export function normaliseSin(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, SIN_DIGITS);
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

const TEXT_TYPES: Record<ValidationType, TextType> = {
  Email: { normalise: (raw) => raw.replace(/\s+/g, ''), isValid: isEmail },
  Phone: { normalise: normalisePhone, isValid: isPhone },
  URL: { normalise: (raw) => raw.replace(/\s+/g, '').toLowerCase(), isValid: isUrl },
  SIN: { normalise: normaliseSin, isValid: isSin },
};

/** True for the four validation types a simple-text question offers. */
export function isTextValidationType(type: unknown): type is ValidationType {
  return typeof type === 'string' && Object.hasOwn(TEXT_TYPES, type);
}

/** What the field shows and saves while the user types; unchanged for text without a validation type. */
export function normaliseForType(type: string | null | undefined, raw: string): string {
  return isTextValidationType(type) ? TEXT_TYPES[type].normalise(raw) : raw;
}

/** Null when the value fits its validation type (an empty value always fits), else ' Invalid Input'. */
export function validateForType(type: string | null | undefined, value: string): string | null {
  if (!isTextValidationType(type) || value === '') return null;
  return TEXT_TYPES[type].isValid(value) ? null : INVALID_INPUT_TEXT;
}
