import DOMPurify from 'dompurify';

// Templated text (heading labels, form text) is HTML written by designers or imported with a definition,
// with answers filled in, and it goes into the page with innerHTML: it is cleaned here, with the same
// profile the server applies to rich text answers (src/server/sanitize/rich-text.ts).

// Links keep opening in a new tab without giving the opened page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

// A form re-renders its templated text on every answer change; the same text is cleaned once.
const CACHE_SIZE = 500;
const cleaned = new Map<string, string>();

/** HTML with scripts, event handlers, javascript: links and other active content removed. */
export function sanitizeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
  if (cleaned.size >= CACHE_SIZE) cleaned.delete(cleaned.keys().next().value!);
  cleaned.set(html, clean);
  return clean;
}
