import type { ElementType, FormElement } from '../../shared/generated/types.gen.ts';
import { isAnswerEmpty } from '../../shared/elements/emptiness.ts';
import { isElementType } from '../../shared/elements/element-lookup.ts';
import { sanitizeRichText } from '../sanitize/rich-text.ts';
import { answerValueProblem } from './value-checks.ts';
import { refuse } from './refusal.ts';

// Values some types store in a cleaned form, applied before validation so limits count what is kept.
const cleaners: { readonly [Type in ElementType]?: (value: unknown) => unknown } = {
  RichText: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value),
};

// Answers the emptiness rule calls empty although something was typed: a partly filled address is
// refused with what is missing rather than silently removing the stored address.
const partlyFilled: { readonly [Type in ElementType]?: (value: unknown) => boolean } = {
  MailingAddress: (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((part) => typeof part === 'string' && part.trim() !== ''),
};

/**
 * The value to store for a write: cleaned, then null when it counts as empty (the answer is removed)
 * unless keepEmpty, else validated, refusing with the problem's message when it does not fit.
 */
export function prepareValue(
  element: FormElement,
  raw: unknown,
  keepEmpty: boolean,
  now = new Date(),
): unknown {
  if (!isElementType(element.type)) throw refuse(`Unknown element type '${String(element.type)}'`);
  const value = raw === undefined ? null : (cleaners[element.type]?.(raw) ?? raw);
  if (value === null) return null;
  if (!keepEmpty && isAnswerEmpty(element.type, value) && !partlyFilled[element.type]?.(value)) return null;
  const problem = answerValueProblem(element, value, now);
  if (problem) throw refuse(problem);
  return value;
}
