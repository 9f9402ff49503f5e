import type { ElementType, FormElement } from '../../shared/generated/types.gen.ts';
import { isElementType } from '../../shared/elements/element-lookup.ts';
import { normaliseAnswer } from '../../shared/elements/answer-normalisers.ts';
import {
  checkAnswer,
  isAnswerRemoval,
  type AnswerCheckContext,
} from '../../shared/elements/answer-checks.ts';
import { sanitizeRichText } from '../sanitize/rich-text.ts';
import { refuse } from './refusal.ts';

// Values some types store in a cleaned form, applied before validation so limits count what is kept.
// Rich text is cleaned with the server's HTML sanitiser; the shared normalisers cover the rest.
const cleaners: { readonly [Type in ElementType]?: (value: unknown) => unknown } = {
  RichText: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value),
};

/**
 * The value to store for a write: cleaned and normalised as the widget does, then null when it counts
 * as empty (the answer is removed) unless keepEmpty, else judged by the shared answer checks, refusing
 * with the problem's message when it does not fit.
 */
export function prepareValue(
  element: FormElement,
  raw: unknown,
  keepEmpty: boolean,
  context: AnswerCheckContext = {},
): unknown {
  if (!isElementType(element.type)) throw refuse(`Unknown element type '${String(element.type)}'`);
  if (raw === undefined || raw === null) return null;
  const value = normaliseAnswer(element, cleaners[element.type]?.(raw) ?? raw);
  if (!keepEmpty && isAnswerRemoval(element, value)) return null;
  const problem = checkAnswer(element, value, context);
  if (problem) throw refuse(problem);
  return value;
}
