import type { MailingAddressAnswer } from '../generated/types.gen.ts';

// Any answer value turned into text a person can read, judged by the value's shape so no
// element-type list is repeated here: lists, yes/no, addresses, files, stamps, linked answers.

/** How an element's answer should read; supplied by whoever knows the element. */
export interface AnswerTextHints {
  /** Joins list items; ', ' by default, ' / ' for a cascader path. */
  separator?: string;
  /** Option labels by stored value, so 'ON' can read 'Ontario' and 'y' can read 'Yes please'. */
  labels?: Readonly<Record<string, string>>;
}

export const LIST_SEPARATOR = ', ';
export const CASCADER_SEPARATOR = ' / ';

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';
}

/** A mailing address on one line: '24 Sussex Dr, Ottawa, ON K1M 1M4' (empty parts left out). */
export function formatAddressLine(address: {
  readonly [Part in keyof MailingAddressAnswer]?: unknown;
}): string {
  const region = [text(address.province), text(address.postalCode)].filter(Boolean).join(' ');
  return [text(address.streetAddress), text(address.city), region].filter(Boolean).join(', ');
}

function objectItems(value: Fields): string[] {
  if ('postalCode' in value || 'streetAddress' in value || 'city' in value) return [formatAddressLine(value)];
  // A linked answer shows the answer it links to.
  if ('linkedAnswer' in value) return valueItems(value.linkedAnswer);
  if ('answerValue' in value) return valueItems(value.answerValue);
  // A revoked stamp no longer stands for its signer.
  if ('userName' in value) return value.revoked === true ? [] : [text(value.userName)];
  // A repeater answer holds only row ids; its rows are answers of their own.
  if ('repeatableGroupGuids' in value) return [];
  for (const key of ['fileName', 'label', 'name', 'value']) if (key in value) return [text(value[key])];
  return [];
}

function valueItems(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No'];
  if (Array.isArray(value)) return value.flatMap(valueItems);
  if (isFields(value)) return objectItems(value);
  return [text(value)];
}

/** The readable items of an answer: one per list entry, or one for a single value; empty when unanswered. */
export function answerToItems(value: unknown, hints: AnswerTextHints = {}): string[] {
  const items = valueItems(value).filter((item) => item !== '');
  const labels = hints.labels;
  return labels ? items.map((item) => (Object.hasOwn(labels, item) ? labels[item]! : item)) : items;
}

/** An answer as one line of text: lists joined with ', ' (or the hinted separator), booleans Yes/No. */
export function answerToText(value: unknown, hints: AnswerTextHints = {}): string {
  return answerToItems(value, hints).join(hints.separator ?? LIST_SEPARATOR);
}
