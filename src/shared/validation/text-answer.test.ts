import { describe, expect, it } from 'vitest';
import type { RichTextProperties, SimpleTextProperties } from '../generated/types.gen.ts';
import { characterCount, checkMaxLength, validateTextAnswer } from './text-answer.ts';

describe('maxLength', () => {
  it('counts characters as a reader does', () => {
    expect(characterCount('Zoë 👍')).toBe(5);
    expect(characterCount('<p>Hi&nbsp;<b>there</b></p>', true)).toBe(8);
  });

  it('refuses text over the limit and ignores an unset limit', () => {
    expect(checkMaxLength('abcd', 3)).toBe('Maximum 3 characters');
    expect(checkMaxLength('abc', 3)).toBeNull();
    expect(checkMaxLength('abcd', null)).toBeNull();
  });

  it("checks the format only while 'Validate format' is on", () => {
    expect(validateTextAnswer('not a sin', { validation: false, validationType: 'SIN' })).toBeNull();
    expect(validateTextAnswer('not a sin', { validationType: 'SIN' })).toBeNull();
  });
});

describe('validateTextAnswer', () => {
  it('applies the validation type, then the character and word limits', () => {
    const sin: SimpleTextProperties = { validation: true, validationType: 'SIN' };
    expect(validateTextAnswer('046 454 287', sin)).toBe(' Invalid Input');
    expect(validateTextAnswer('one two three', { maxLength: 5 })).toBe('Maximum 5 characters');
    expect(validateTextAnswer('one two three', { maxWordCount: 2 })).toBe('Maximum 2 words - 3 entered');
    const rich: RichTextProperties = { maxWordCount: 2 };
    expect(validateTextAnswer('<p>one</p><p>two</p>', { ...rich, rich: true })).toBeNull();
    expect(validateTextAnswer('fine', { validationType: null, maxLength: 10, maxWordCount: 5 })).toBeNull();
  });

  it("checks the format only while 'Validate format' is on", () => {
    expect(validateTextAnswer('not a sin', { validation: false, validationType: 'SIN' })).toBeNull();
    expect(validateTextAnswer('not a sin', { validationType: 'SIN' })).toBeNull();
  });
});
