import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTextLinks, type TextPart } from './text-links.ts';

const joined = (parts: TextPart[]) =>
  parts.map((part) => (part.kind === 'text' ? part.text : part.href)).join('');

describe('links in a plain-text mail', () => {
  it('finds the web addresses and leaves the sentence around them', () => {
    expect(splitTextLinks('Reset here: http://localhost:3104/oidc/reset?token=a1b2. Thanks')).toEqual([
      { kind: 'text', text: 'Reset here: ' },
      { kind: 'link', href: 'http://localhost:3104/oidc/reset?token=a1b2' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('makes no link of other schemes', () => {
    expect(splitTextLinks('javascript:alert(1) mailto:a@b.example')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.example' },
    ]);
  });

  it('keeps every character of any text, and every link is http(s)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parts = splitTextLinks(text);
        return joined(parts) === text && parts.every((p) => p.kind === 'text' || /^https?:\/\//.test(p.href));
      }),
    );
  });
});
