import type { MailingAddressAnswer, Province } from '../generated/types.gen.ts';
import { isPostalCode } from './formats.ts';

// Canadian mailing addresses. A partly typed address is never saved: only a complete one is.

/** An address as it is being typed: any part may still be missing. */
export type MailingAddressDraft = { [Part in keyof MailingAddressAnswer]?: string | null };

/** Provinces and territories in the order the picker lists them. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const satisfies readonly { code: Province; name: string }[];

export const POSTAL_CODE_LENGTH = 7;

/** Shown under a postal code that does not fit the pattern (no leading space, unlike text fields). */
export const INVALID_POSTAL_CODE_TEXT = 'Invalid Input';

/** True for one of the 13 province and territory codes. */
export function isProvinceCode(code: unknown): code is Province {
  return PROVINCES.some((province) => province.code === code);
}

/** The English name of a province code, or the code itself when unknown. */
export function provinceName(code: string): string {
  return PROVINCES.find((province) => province.code === code)?.name ?? code;
}

/** Postal code as typed: upper-cased, only letters and digits kept, a space after the third ('k1a0b1' → 'K1A 0B1'). */
export function normalisePostalCode(raw: string): string {
  const compact = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, POSTAL_CODE_LENGTH - 1);
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** Null for an empty or well-formed postal code ('A1A 1A1'), else 'Invalid Input'. */
export function validatePostalCode(value: string): string | null {
  return value === '' || isPostalCode(value) ? null : INVALID_POSTAL_CODE_TEXT;
}

/** True when the address may be saved: a valid 7-character postal code, a street and a city (and a known province if one is set). */
export function isAddressComplete(address: MailingAddressDraft): boolean {
  const postalCode = address.postalCode ?? '';
  const provinceOk = !address.province || isProvinceCode(address.province);
  return (
    postalCode.length === POSTAL_CODE_LENGTH &&
    isPostalCode(postalCode) &&
    Boolean(address.streetAddress?.trim()) &&
    Boolean(address.city?.trim()) &&
    provinceOk
  );
}
