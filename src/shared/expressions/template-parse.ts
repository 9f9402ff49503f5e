import { decodeEntities } from '../format/html.ts';
import { isReservedFormCode, RESERVED_FORM_CODES } from './reserved-codes.ts';

// Placeholders of templated text: {{code}}, {{code|default}}, {{code|default|filter|filter…}}.
// Every segment after the default is one filter, applied left to right.

export type ReservedPrefix = (typeof RESERVED_FORM_CODES)[number];

/** One placeholder as written, with its code split into where the value comes from. */
export interface Placeholder {
  /** The whole placeholder as it appears in the text, braces included. */
  raw: string;
  /** The code without stray spaces: 'Login:Name', 'intake:FirstName' or 'FirstName'. */
  code: string;
  /** A reserved prefix (canonical casing) when the value comes from the context rather than an answer. */
  prefix: ReservedPrefix | null;
  /** The form of another answer ('intake' in 'intake:FirstName'); null for the current form or a prefix. */
  formCode: string | null;
  /** The question code, or the property of a prefix ('Name' in 'Login:Name'). */
  name: string;
  /** Shown when the value is empty; null when none is given. */
  defaultText: string | null;
  filters: string[];
}

/** Whether a template is HTML (rich text, emails) or plain text (labels, subjects). */
export type TemplateSource = 'html' | 'text';

const PLACEHOLDER = /\{\{([\s\S]*?)\}\}/g;

function readInner(inner: string, source: TemplateSource): string {
  // In HTML the editor may have escaped a default ('A &amp; B') or styled part of a placeholder.
  return source === 'html' ? decodeEntities(inner.replace(/<[^>]*>/g, '')) : inner;
}

/** Parses the text between the braces; null when there is no code. */
export function parsePlaceholder(
  raw: string,
  inner: string,
  source: TemplateSource = 'html',
): Placeholder | null {
  const [codePart = '', defaultPart, ...filterParts] = readInner(inner, source).split('|');
  const written = codePart.trim();
  if (written === '') return null;
  const colon = written.indexOf(':');
  const head = colon < 0 ? null : written.slice(0, colon).trim();
  const name = colon < 0 ? written : written.slice(colon + 1).trim();
  if (name === '' || head === '') return null;
  const code = head === null ? name : `${head}:${name}`;
  const prefix = head !== null && isReservedFormCode(head) ? canonicalPrefix(head) : null;
  // An underscore template keeps its spaces ('Dear _, '); a filter name does not need them.
  const filters = filterParts
    .map((filter) => (filter.includes('_') ? filter : filter.trim()))
    .filter(Boolean);
  const defaultText = defaultPart === undefined ? null : defaultPart.trim();
  return {
    raw,
    code,
    prefix,
    formCode: prefix ? null : head,
    name,
    defaultText: defaultText || null,
    filters,
  };
}

function canonicalPrefix(head: string): ReservedPrefix {
  return RESERVED_FORM_CODES.find((code) => code.toLowerCase() === head.toLowerCase())!;
}

/** Replaces every placeholder with what `replace` returns; text between placeholders is passed to `literal`. */
export function mapTemplate(
  template: string,
  source: TemplateSource,
  replace: (placeholder: Placeholder) => string,
  literal: (text: string) => string = (text) => text,
): string {
  let output = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const placeholder = parsePlaceholder(match[0], match[1]!, source);
    // '{{}}' or '{{ |x}}' names nothing and stays as written.
    output +=
      literal(template.slice(last, match.index)) + (placeholder ? replace(placeholder) : literal(match[0]));
    last = match.index + match[0].length;
  }
  return output + literal(template.slice(last));
}

/** Every placeholder a template uses, once per code (first occurrence, codes compared ignoring case). */
export function extractPlaceholders(template: string, source: TemplateSource = 'html'): Placeholder[] {
  const found = new Map<string, Placeholder>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const placeholder = parsePlaceholder(match[0], match[1]!, source);
    const key = placeholder?.code.toLowerCase();
    if (placeholder && key && !found.has(key)) found.set(key, placeholder);
  }
  return [...found.values()];
}
