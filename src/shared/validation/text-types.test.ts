import { describe, expect, it } from 'vitest';
import { INVALID_INPUT_TEXT, normaliseForType, validateForType } from './text-types.ts';

describe('SIN', () => {
  it('groups digits in threes and stops at 9 digits', () => {
    expect(normaliseForType('SIN', '046454286')).toBe('046 454 286');
    expect(normaliseForType('SIN', '0464')).toBe('046 4');
    expect(normaliseForType('SIN', '046-454-286-999')).toBe('046 454 286');
    expect(normaliseForType('SIN', '046-454-286-999')).toHaveLength(11);
  });

  it('accepts a number passing the Luhn check and refuses one that does not', () => {
    expect(validateForType('SIN', '046 454 286')).toBeNull();
    expect(validateForType('SIN', '046 454 287')).toBe(' Invalid Input');
    expect(validateForType('SIN', '046 454')).toBe(INVALID_INPUT_TEXT);
  });
});

describe('Phone', () => {
  it('accepts international numbers with + and hyphens', () => {
    expect(normaliseForType('Phone', '+1-613-555-0100')).toBe('+1-613-555-0100');
    expect(validateForType('Phone', '+1-613-555-0100')).toBeNull();
    expect(normaliseForType('Phone', '+44 20 7946 0958')).toBe('+44-20-7946-0958');
  });

  it('formats a complete North American number', () => {
    expect(normaliseForType('Phone', '613 555 0100')).toBe('(613) 555-0100');
    expect(normaliseForType('Phone', '613-555-0100')).toBe('(613) 555-0100');
    expect(validateForType('Phone', '(613) 555-0100')).toBeNull();
  });

  it('leaves a number being typed alone, and flags it until complete', () => {
    expect(normaliseForType('Phone', '613 55')).toBe('613 55');
    expect(validateForType('Phone', '613 55')).toBe(INVALID_INPUT_TEXT);
    expect(normaliseForType('Phone', '613x555')).toBe('613555');
  });

  it('cuts a number to 13 digits', () => {
    expect(normaliseForType('Phone', '+1-234-567-890-123-456')).toBe('+1-234-567-890-123');
    expect(normaliseForType('Phone', '12345678901234567')).toBe('1234567890123');
  });
});

describe('Email and URL', () => {
  it('strips spaces from an email address and checks its pattern', () => {
    expect(normaliseForType('Email', ' ann @ example.com ')).toBe('ann@example.com');
    expect(validateForType('Email', 'ann@example.com')).toBeNull();
    expect(validateForType('Email', 'ann@example')).toBe(INVALID_INPUT_TEXT);
  });

  it('lower-cases a web address and removes spaces', () => {
    expect(normaliseForType('URL', ' HTTPS://Example.COM/ Path ')).toBe('https://example.com/path');
    expect(validateForType('URL', 'https://example.com/path')).toBeNull();
    expect(validateForType('URL', 'not a url')).toBe(INVALID_INPUT_TEXT);
  });
});

describe('text without a validation type', () => {
  it('is left as typed and always valid; empty values are never flagged', () => {
    expect(normaliseForType(undefined, ' Anything  ')).toBe(' Anything  ');
    expect(validateForType(null, '???')).toBeNull();
    expect(validateForType('SIN', '')).toBeNull();
  });
});
