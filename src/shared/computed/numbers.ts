import type { FormElement, LabelledOption } from '../generated/types.gen.ts';

/**
 * The number an answer contributes to a sum: numbers as they are, numeric text parsed, and for
 * option answers (radio buttons, checkboxes) the numeric values of the chosen options added up.
 * Undefined when the answer holds no number.
 */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    const number = text === '' ? Number.NaN : Number(text);
    return Number.isFinite(number) ? number : undefined;
  }
  if (Array.isArray(value)) return sumOf(value.map(numericValue));
  return undefined;
}

/** Adds the numbers present; undefined when there are none. */
export function sumOf(values: readonly (number | undefined)[]): number | undefined {
  let total: number | undefined;
  for (const value of values) if (value !== undefined) total = (total ?? 0) + value;
  return total;
}

/**
 * The answer a computed result becomes in its target: Money rounded to cents, Number to its
 * precision, text as written, and for options the option whose value equals the number.
 * Returns an error text when the result does not fit.
 */
export function targetValue(target: FormElement, result: unknown): { value: unknown } | { error: string } {
  if (result === null) return { value: null };
  if (target.type === 'SimpleText')
    return { value: typeof result === 'string' ? result : JSON.stringify(result) };
  const number = numericValue(result);
  if (number === undefined)
    return { error: `${nameOf(target)} needs a number, but the computation gave ${JSON.stringify(result)}.` };
  if (target.type === 'Money') return { value: round(number, 2) };
  // The Number element shows 0 decimals unless set to 2 or 3, so that is what it keeps.
  if (target.type === 'Number') return { value: round(number, target.properties.precision ?? 0) };
  const options: readonly LabelledOption[] =
    target.type === 'RadioButtons'
      ? (target.properties.radioButtonOptions ?? [])
      : target.type === 'Checkboxes'
        ? (target.properties.checkboxOptions ?? [])
        : [];
  const option = options.find((candidate) => numericValue(candidate.value) === number);
  if (!option) return { error: `${nameOf(target)} has no option with the value ${number}.` };
  return { value: target.type === 'Checkboxes' ? [option.value] : option.value };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** How errors name an element: its label and question code. */
export function nameOf(element: FormElement): string {
  return `'${element.label ?? element.questionCode ?? element.guid}' (${element.questionCode ?? element.guid})`;
}
