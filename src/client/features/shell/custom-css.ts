/** Spec 1: an organisation's own style text is at most 5000 characters. */
export const maxCustomCssLength = 5000;

// Escapes that spell letters or the few characters the checks below look for are decoded first, so
// '@\69mport' or 'url(java\73 cript:…)' cannot slip past them. Quotes and backslashes stay escaped.
const hexEscape = /\\([0-9a-fA-F]{1,6})[ \t\n]?/g;
const charEscape = /\\([g-zG-Z@<>():/])/g;

function decodeEscapes(css: string): string {
  return css
    .replace(hexEscape, (whole, hex: string) => {
      const code = Number.parseInt(hex, 16);
      const char = code > 0x1f && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      return char === '' || char === '"' || char === "'" || char === '\\' ? whole : char;
    })
    .replace(charEscape, '$1');
}

const urlCall = /url\(\s*(["']?)([^"')]*)\1\s*\)/gi;

/** True for a relative reference, a same-origin address or an inline image; everything else is off-site. */
function isSafeUrl(target: string, siteOrigin: string): boolean {
  const value = target.trim();
  if (/^data:image\/(png|gif|jpe?g|webp|svg\+xml)[;,]/i.test(value)) return true;
  if (value.startsWith('//')) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return true;
  try {
    return new URL(value).origin === siteOrigin;
  } catch {
    return false;
  }
}

function sanitiseOnce(css: string, siteOrigin: string): string {
  return (
    decodeEscapes(css)
      // In a <style> element '<' could only start markup ('</style>'); CSS never needs it unescaped.
      .replace(/</g, '\\3c ')
      .replace(/@import\b[^;]*;?/gi, '')
      .replace(/expression\s*\(/gi, '(')
      .replace(/(java|vb)script\s*:/gi, '')
      // Old browsers ran script through these two properties.
      .replace(/-moz-binding\s*:/gi, 'x-binding:')
      .replace(/\bbehavior\s*:/gi, 'x-behavior:')
      .replace(urlCall, (whole, _quote: string, target: string) =>
        isSafeUrl(target, siteOrigin) ? whole : 'none',
      )
  );
}

/**
 * Makes an organisation's custom CSS safe to put into a <style> element: it cannot close the element,
 * import remote style sheets, run script, or load anything from another site. Cut to 5000 characters.
 */
export function sanitiseCustomCss(css: string | null | undefined, siteOrigin: string): string {
  let current = (css ?? '').slice(0, maxCustomCssLength);
  // Repeated until nothing changes, so removing one pattern cannot assemble another ('@im@importport').
  for (let round = 0; round < 10; round += 1) {
    const next = sanitiseOnce(current, siteOrigin);
    if (next === current) return next;
    current = next;
  }
  return current;
}
