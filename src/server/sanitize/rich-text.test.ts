import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html =
      '<p>Hello <strong>there</strong><script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<p>Hello <strong>there</strong></p>');
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('protects the opener of links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
