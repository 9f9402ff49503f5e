import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Rich text answers are HTML typed in the editor, shown to other people and printed to PDF, so the
// server cleans them before storing: a client that skips the editor cannot plant a script.
// One jsdom window serves every call; DOMPurify keeps no state between sanitize() calls.
const { window } = new JSDOM('');
const purifier = createDOMPurify(window);

// Links keep opening in a new tab without giving the opened page a handle on ours.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/** Rich text HTML with scripts, event handlers, javascript: links and other active content removed. */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
