import type { Format } from 'ajv';
import { isEmail, isPhone, isPostalCode, isSin, isUrl } from './formats.ts';
import { standardFormats } from './standard-formats.ts';

// The table the validators are compiled with, apart from the checks themselves: a screen that only checks
// an email or a postal code as it is typed does not download the standard formats with them.

/**
 * Every format the schemas use, by name: the standard ones as ajv-formats defines them, plus the product's own.
 * `email` and `url` are ours on purpose: they follow the product's rules rather than the RFCs.
 */
export const formats = {
  ...standardFormats,
  sin: isSin,
  phone: isPhone,
  'postal-code': isPostalCode,
  email: isEmail,
  url: isUrl,
} satisfies Record<string, Format>;

export type FormatName = keyof typeof formats;
