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
