// String formats named in the JSON Schemas. The same functions back the precompiled validators
// (server and browser, through format-table.ts) and the inputs' instant feedback, so a value is judged
// identically everywhere. Pure string checks only: this module must run without DOM or Node APIs.

/** True when the digit string passes the Luhn (mod 10) checksum. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Every second digit from the right is doubled; a doubled digit above 9 contributes its digit sum.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Social Insurance Number: 9 digits, optionally spaced in groups of 3, passing the Luhn check. */
export function isSin(value: string): boolean {
  if (!/^\d{3} ?\d{3} ?\d{3}$/.test(value)) return false;
  return passesLuhn(value.replaceAll(' ', ''));
}

/** The longest phone number kept, in digits (longer input is cut by the input before it is saved). */
export const MAX_PHONE_DIGITS = 13;

/** Phone: '+' then digits and hyphens (international), or 10 North American digits with optional (), spaces, hyphens. */
export function isPhone(value: string): boolean {
  if (value.startsWith('+')) {
    if (!/^\+\d[\d-]*$/.test(value)) return false;
    return value.replaceAll('-', '').length - 1 <= MAX_PHONE_DIGITS;
  }
  return /^(\(\d{3}\)|\d{3})[ -]?\d{3}[ -]?\d{4}$/.test(value);
}

/** Canadian postal code as stored: upper-case letter-digit-letter, one space, digit-letter-digit. */
export function isPostalCode(value: string): boolean {
  return /^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(value);
}

/** E-mail address: one '@', no spaces, a dotted domain (inputs strip spaces before checking). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** Web address: optional http(s) scheme, a dotted host name, optional port and path; no spaces. */
export function isUrl(value: string): boolean {
  return /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i.test(value);
}
