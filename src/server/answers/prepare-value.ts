import type { ElementDescriptor, FormElement } from '../../shared/generated/types.gen.ts';
import { answerKindOf, isElementType } from '../../shared/elements/element-lookup.ts';
import { normaliseAnswer } from '../../shared/elements/answer-normalisers.ts';
import {
  checkAnswer,
  isAnswerRemoval,
  type AnswerCheckContext,
} from '../../shared/elements/answer-checks.ts';
import { sanitizeRichText } from '../sanitize/rich-text.ts';
import { refuse } from './refusal.ts';

// Values some kinds of answer store in a cleaned form, applied before validation so limits count what is
// kept. HTML answers are cleaned with the server's sanitiser; the shared normalisers cover the rest.
const cleaners: {
  readonly [Kind in NonNullable<ElementDescriptor['answerKind']>]?: (value: unknown) => unknown;
} = {
  html: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value),
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
  const kind = answerKindOf(element.type);
  const value = normaliseAnswer(element, (kind && cleaners[kind]?.(raw)) ?? raw);
  if (!keepEmpty && isAnswerRemoval(element, value)) return null;
  const problem = checkAnswer(element, value, context);
  if (problem) throw refuse(problem);
  return value;
}
