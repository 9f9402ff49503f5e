import { describe, expect, it } from 'vitest';
import { maxCustomCssLength, sanitiseCustomCss } from './custom-css.ts';

const site = 'https://tools.example';
const clean = (css: string) => sanitiseCustomCss(css, site);

describe('organisation custom CSS', () => {
  it('keeps ordinary style rules as they are', () => {
    const css = ':root { --primary: #0a5; }\n.header { background: url(/api/files/abc) no-repeat; }';
    expect(clean(css)).toBe(css);
  });

  it('cannot close the style element', () => {
    const out = clean('body{color:red}</style><script>alert(1)</script>');
    expect(out.toLowerCase()).not.toContain('</style');
    expect(out).not.toContain('<');
    expect(clean('a{}<\\/style>')).not.toContain('<');
  });

  it('drops @import, also when written with escapes or assembled from pieces', () => {
    expect(clean('@import url(https://evil.example/x.css); a{color:red}')).toBe(' a{color:red}');
    expect(clean('@\\69mport "https://evil.example/x.css"; b{}')).toBe(' b{}');
    expect(clean('@im@import x;port "y"; c{}')).not.toMatch(/@import/i);
  });

  it('removes script hooks: expression(), javascript: and the old binding properties', () => {
    const out = clean(
      'a{width:expression(alert(1));background:url("javascript:alert(1)");-moz-binding:url(x)}',
    );
    expect(out).not.toMatch(/expression\s*\(/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/-moz-binding\s*:/i);
    expect(clean('a{b:url(java\\73 cript:alert(1))}')).not.toMatch(/javascript/i);
  });

  it('keeps relative, same-site and inline-image urls but not other sites', () => {
    expect(clean('a{background:url("https://tools.example/logo.png")}')).toContain(
      'url("https://tools.example/logo.png")',
    );
    expect(clean('a{background:url(data:image/png;base64,AAAA)}')).toContain(
      'url(data:image/png;base64,AAAA)',
    );
    expect(clean("a{background:url('https://evil.example/t.gif')}")).toBe('a{background:none}');
    expect(clean('a{background:url(//evil.example/t.gif)}')).toBe('a{background:none}');
    expect(clean('@font-face{src:url(http://evil.example/f.woff)}')).toBe('@font-face{src:none}');
  });

  it('is cut to 5000 characters and accepts nothing at all', () => {
    expect(clean('a'.repeat(maxCustomCssLength + 50))).toHaveLength(maxCustomCssLength);
    expect(sanitiseCustomCss(null, site)).toBe('');
  });
});
