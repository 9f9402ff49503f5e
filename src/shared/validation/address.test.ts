import { describe, expect, it } from 'vitest';
import {
  isAddressComplete,
  normalisePostalCode,
  PROVINCES,
  provinceName,
  validatePostalCode,
} from './address.ts';

describe('postal code', () => {
  it('is upper-cased and spaced as typed, up to 7 characters', () => {
    expect(normalisePostalCode('k1a0b1')).toBe('K1A 0B1');
    expect(normalisePostalCode('k1a 0b1 extra')).toBe('K1A 0B1');
    expect(normalisePostalCode('k1a')).toBe('K1A');
    expect(normalisePostalCode('k1a-0')).toBe('K1A 0');
  });

  it('flags a code that does not follow letter-digit-letter digit-letter-digit', () => {
    expect(validatePostalCode('K1A 0B1')).toBeNull();
    expect(validatePostalCode('K1A 0B')).toBe('Invalid Input');
    expect(validatePostalCode('111 AAA')).toBe('Invalid Input');
    expect(validatePostalCode('')).toBeNull();
  });
});

describe('isAddressComplete', () => {
  const full = { streetAddress: '111 Wellington St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0A9' };

  it('is true only with a street, a city and a full postal code', () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(isAddressComplete({ ...full, province: null })).toBe(true);
    expect(isAddressComplete({ ...full, streetAddress: '  ' })).toBe(false);
    expect(isAddressComplete({ ...full, city: '' })).toBe(false);
    expect(isAddressComplete({ ...full, postalCode: 'K1A 0A' })).toBe(false);
    expect(isAddressComplete({ ...full, province: 'XX' })).toBe(false);
  });
});

describe('provinces', () => {
  it('lists the 13 provinces and territories with English names', () => {
    expect(PROVINCES.map((province) => province.code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NT',
      'NS',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(provinceName('NL')).toBe('Newfoundland and Labrador');
  });
});
