import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReturnPath } from './return-path.ts';

describe('return path after sign-in', () => {
  it('accepts the in-app pages people open by link', () => {
    expect(isReturnPath('/groups')).toBe(true);
    expect(isReturnPath('/forms/0f9d/responses?page=2')).toBe(true);
  });

  it('refuses other sites, the landing pages and damaged paths', () => {
    for (const path of [
      '',
      'groups',
      '//evil.example/groups',
      '/\\evil.example',
      'https://evil.example/',
      '/',
      '/landing',
      '/landing?x=1',
      '/state=abc',
      '/groups\u0000',
      '/a\nb',
      `/${'a'.repeat(2_000)}`,
    ])
      expect(isReturnPath(path), JSON.stringify(path.slice(0, 40))).toBe(false);
  });

  it('never accepts a path that leaves the site, whatever follows the slashes', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('//', '/\\', 'http:', 'javascript:'),
        (rest, start) => !isReturnPath(start + rest),
      ),
    );
  });
});
