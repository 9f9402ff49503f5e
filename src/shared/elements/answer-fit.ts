import { elementRegistry } from '../generated/elements.gen.ts';
import { answerValidators } from '../generated/validators.gen.ts';
import type { ElementType } from '../generated/types.gen.ts';

// What a widget may be given. Stored answers come from the database, imports and older versions, so a
// value can be of another JSON type than the element's answer schema says (a number in a text question,
// an object in a date question). A widget is handed only values of its own answer type: others are shown
// as a message on that one question instead of reaching code that assumes the type.

/** A stored value as a widget may show it: the value, or why it cannot be shown. */
export type FittedAnswer = { readonly value: unknown } | { readonly problem: string };

/**
 * The value to hand to an element's widget. Null stays null (no answer). A value its answer schema
 * accepts is handed over as it is. A number or boolean where text is expected is shown as its text,
 * since that loses nothing (an option value 2 is the option "2"). Anything else is a problem message.
 */
export function fitAnswer(type: ElementType, value: unknown): FittedAnswer {
  if (value === null || value === undefined) return { value: null };
  const validate = answerValidators[type];
  if (validate(value)) return { value };
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
    const text = String(value);
    if (validate(text)) return { value: text };
  }
  return { problem: unreadableAnswerText(type, value) };
}

/** The message shown in place of a stored answer its question cannot show. */
export function unreadableAnswerText(type: ElementType, value: unknown): string {
  return `The saved answer cannot be shown: a ${elementRegistry[type].label} question does not hold ${kindOf(value)}. A new answer replaces it.`;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return 'this text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a yes / no value';
  return 'this kind of value';
}
