import { elementRegistry } from '../generated/elements.gen.ts';
import type { AnswerEmptiness, ElementType } from '../generated/types.gen.ts';
import { richTextToPlain } from '../format/html.ts';

// How a missing answer is recognised, per the emptiness kind each element schema declares in
// x-element. Values are parsed answer values (the JSON of Answer.answerValue, already parsed).

const isNothing = (value: unknown): boolean => value === null || value === undefined;

const judges: { readonly [Kind in AnswerEmptiness]: (value: unknown) => boolean } = {
  none: isNothing,
  value: (value) => isNothing(value) || value === '' || (typeof value === 'number' && Number.isNaN(value)),
  richText: (value) =>
    isNothing(value) || (typeof value === 'string' && richTextToPlain(value).trim() === ''),
  list: (value) => isNothing(value) || (Array.isArray(value) && value.length === 0),
  files: (value) => isNothing(value) || (Array.isArray(value) && value.length === 0),
  stamps: (value) =>
    // A stored list may hold anything; only a stamp object that is not revoked counts.
    !Array.isArray(value) ||
    !value.some(
      (stamp) => typeof stamp === 'object' && stamp !== null && !(stamp as { revoked?: unknown }).revoked,
    ),
  address: (value) => {
    if (isNothing(value) || typeof value !== 'object') return true;
    const { streetAddress, city, postalCode } = value as Record<string, unknown>;
    return [streetAddress, city, postalCode].some((part) => typeof part !== 'string' || part.trim() === '');
  },
  rows: (value) => {
    const rows = (value as { repeatableGroupGuids?: unknown } | null | undefined)?.repeatableGroupGuids;
    return !Array.isArray(rows) || rows.length === 0;
  },
};

/** True when `value` counts as no answer under the given emptiness kind. */
export function isEmptyAs(kind: AnswerEmptiness, value: unknown): boolean {
  return judges[kind](value);
}

/** True when `value` counts as no answer for an element of this type (forms-and-workflows 5.1). */
export function isAnswerEmpty(type: ElementType, value: unknown): boolean {
  return isEmptyAs(elementRegistry[type].emptiness, value);
}
