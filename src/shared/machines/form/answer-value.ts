// Answer values are JSON (spec: forms-and-workflows 3.4), so emptiness and equality can be judged generically;
// element types with their own notion of emptiness (rich text) pass an isEmpty of their own to the save machine.

/** True for a value that counts as no answer: null, undefined, NaN, '' or an empty list (a file answer with no files). */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** True when two answer values mean the same answer, so retyping the saved value does not save again. */
export function sameAnswer(
  a: unknown,
  b: unknown,
  isEmpty: (value: unknown) => boolean = isEmptyAnswer,
): boolean {
  if (Object.is(a, b)) return true;
  if (isEmpty(a) && isEmpty(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Text typed into a field that does not read as a value of its answer type ('12abc' in a number). It is
 * never saved, but it is reported all the same: the user has typed past the earlier value, so that one must
 * not be saved either.
 */
export interface UnreadableDraft {
  readonly unreadable: string;
}

/** Shown for an unreadable draft (spec 5.2 and 5.4 use the same words beside a field). */
export const UNREADABLE_TEXT = 'Invalid Input';

export function unreadableDraft(text: string): UnreadableDraft {
  return { unreadable: text };
}

export function isUnreadableDraft(value: unknown): value is UnreadableDraft {
  return (
    typeof value === 'object' && value !== null && typeof (value as UnreadableDraft).unreadable === 'string'
  );
}
