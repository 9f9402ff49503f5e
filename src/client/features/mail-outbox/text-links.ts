/** One run of a plain-text mail: text as it is, or a web address people can follow. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// http(s) only: a mail's text may hold anything, and only web addresses become links.
const webAddress = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after an address belongs to the sentence, not the address.
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** Splits plain text into text and the web addresses in it, in order; joined back it is the same text. */
export function splitTextLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(webAddress)) {
    const start = match.index;
    const href = match[0].replace(trailingPunctuation, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
