import { describe, expect, it } from 'vitest';
import { formats } from './format-table.ts';
import { isEmail, isPhone, isPostalCode, isSin, isUrl, passesLuhn } from './formats.ts';

describe('passesLuhn', () => {
  it.each(['046454286', '4539578763621486', '0'])('accepts %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });
  it.each(['046454287', '4539578763621487', '12a', ''])('rejects %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('isSin', () => {
  it.each(['046454286', '046 454 286'])('accepts %s', (value) => expect(isSin(value)).toBe(true));
  it.each([
    ['046 454 287', 'checksum fails'],
    ['04645428', 'only 8 digits'],
    ['0464542860', '10 digits'],
    ['0464 54 286', 'groups not of 3'],
    ['046-454-286', 'hyphens'],
  ])('rejects %s (%s)', (value) => expect(isSin(value)).toBe(false));
});

describe('isPhone', () => {
  it.each([
    '(416) 555-0134',
    '416-555-0134',
    '4165550134',
    '416 555 0134',
    '+1-416-555-0134',
    '+442079460958',
  ])('accepts %s', (value) => expect(isPhone(value)).toBe(true));
  it.each([
    ['416-555-013', '9 digits'],
    ['+', 'no digits'],
    ['+-1', 'starts with a hyphen'],
    ['+12345678901234', '14 digits'],
    ['(416 555-0134', 'unbalanced bracket'],
    ['416.555.0134', 'dots'],
  ])('rejects %s (%s)', (value) => expect(isPhone(value)).toBe(false));
});

describe('isPostalCode', () => {
  it('accepts upper-case A1A 1A1', () => expect(isPostalCode('K1A 0B1')).toBe(true));
  it.each(['k1a 0b1', 'K1A0B1', 'K1A  0B1', '11A 0B1', 'K1A 0B'])('rejects %s', (value) =>
    expect(isPostalCode(value)).toBe(false),
  );
});

describe('isEmail', () => {
  it.each(['a@b.ca', 'jordan.lee+forms@northwind.example'])('accepts %s', (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it.each(['a@b', 'a b@c.ca', '@c.ca', 'a@@c.ca', 'a@c..ca'])('rejects %s', (value) =>
    expect(isEmail(value)).toBe(false),
  );
});

describe('isUrl', () => {
  it.each(['northwind.example', 'https://northwind.example/a?b=c', 'http://localhost.test:8080'])(
    'accepts %s',
    (value) => expect(isUrl(value)).toBe(true),
  );
  it.each(['northwind', 'ftp://northwind.example', 'https://north wind.example', ''])('rejects %s', (value) =>
    expect(isUrl(value)).toBe(false),
  );
});

describe('formats', () => {
  it('registers the product formats under the names the schemas use', () => {
    expect(Object.keys(formats)).toEqual(
      expect.arrayContaining(['sin', 'phone', 'postal-code', 'email', 'url', 'uuid']),
    );
    expect(formats.sin('046 454 286')).toBe(true);
    expect(formats['postal-code']('k1a 0b1')).toBe(false);
  });
});
