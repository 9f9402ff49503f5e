// Plain-text ⇄ HTML helpers shared by templated text (values must never inject markup)
// and by word counting (rich text is counted on what the reader sees).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Only the entities the rich-text editor and common pasted content produce; anything else
// decodes to a space so it still separates words rather than gluing them together.
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201D',
  ldquo: '\u201C',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
};

function codePointText(codePoint: number): string {
  // Invalid or out-of-range numeric references become a space, as browsers show a replacement glyph.
  return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : ' ';
}

/** Decodes HTML character references (named, decimal and hexadecimal) to text. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_match, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? ' ';
    const hex = body[1] === 'x' || body[1] === 'X';
    return codePointText(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** The visible text of rich-text HTML: tags become spaces (so paragraphs stay separate words), entities decoded. */
export function richTextToPlain(html: string): string {
  const withoutTags = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags).replace(/\u00a0/g, ' ');
}
