import { describe, expect, it } from 'vitest';
import { isReservedFormCode, RESERVED_CODE_TEXT } from './reserved-codes.ts';
import { extractPlaceholders, parsePlaceholder } from './template-parse.ts';

describe('parsePlaceholder', () => {
  it('splits code, default and chained filters', () => {
    expect(parsePlaceholder('{{x}}', ' intake : FirstName | friend | uppercase | Dear _, ')).toEqual({
      raw: '{{x}}',
      code: 'intake:FirstName',
      prefix: null,
      formCode: 'intake',
      name: 'FirstName',
      defaultText: 'friend',
      filters: ['uppercase', ' Dear _, '],
    });
  });

  it('recognises reserved prefixes in any casing', () => {
    expect(parsePlaceholder('', 'login:name')).toMatchObject({
      prefix: 'Login',
      formCode: null,
      name: 'name',
    });
    expect(parsePlaceholder('', 'Site:Url||lowercase')).toMatchObject({
      prefix: 'Site',
      defaultText: null,
      filters: ['lowercase'],
    });
  });

  it('reads placeholders the rich-text editor escaped or styled', () => {
    expect(parsePlaceholder('', '<strong>Name</strong>|A &amp; B')).toMatchObject({
      code: 'Name',
      defaultText: 'A & B',
    });
  });

  it('ignores placeholders without a code', () => {
    expect(parsePlaceholder('', ' |x')).toBeNull();
    expect(parsePlaceholder('', 'form:')).toBeNull();
  });
});

describe('extractPlaceholders', () => {
  it('lists each code once, in order', () => {
    const codes = extractPlaceholders(
      '<p>{{Login:Name}} {{intake:Age|0}} {{login:name|x}} {{}} {{Total}}</p>',
    ).map((p) => p.code);
    expect(codes).toEqual(['Login:Name', 'intake:Age', 'Total']);
  });
});

describe('reserved form codes', () => {
  it('are refused whatever their casing', () => {
    for (const code of ['Login', 'WORKFLOW', 'form', 'Org', 'site', 'User', 'entity'])
      expect(isReservedFormCode(code)).toBe(true);
    expect(isReservedFormCode('intake')).toBe(false);
    expect(RESERVED_CODE_TEXT).toBe('Reserved code');
  });
});
