import { computedTargetOf } from '../elements/element-lookup.ts';
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
 * The answer a computed result becomes in its target, as the target's type declares (x-element
 * computedTarget): text as written, a number rounded to its decimals, or the option whose value equals
 * the number. Returns an error text when the result does not fit.
 */
export function targetValue(target: FormElement, result: unknown): { value: unknown } | { error: string } {
  if (result === null) return { value: null };
  const kind = computedTargetOf(target.type);
  if (!kind) return { error: `${nameOf(target)} cannot hold a computed value.` };
  if (kind.kind === 'text') return { value: typeof result === 'string' ? result : JSON.stringify(result) };
  const number = numericValue(result);
  if (number === undefined)
    return { error: `${nameOf(target)} needs a number, but the computation gave ${JSON.stringify(result)}.` };
  const settings = target.properties as Record<string, unknown>;
  if (kind.kind === 'number') {
    // A number keeps the decimals its element shows (its setting when it has one).
    const setting = kind.decimalsProperty === undefined ? undefined : settings[kind.decimalsProperty];
    return { value: round(number, typeof setting === 'number' ? setting : kind.decimals) };
  }
  const options = (settings[kind.optionsProperty] as readonly LabelledOption[] | undefined) ?? [];
  const option = options.find((candidate) => numericValue(candidate.value) === number);
  if (!option) return { error: `${nameOf(target)} has no option with the value ${number}.` };
  return { value: kind.multiple ? [option.value] : option.value };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** How errors name an element: its label and question code. */
export function nameOf(element: FormElement): string {
  return `'${element.label ?? element.questionCode ?? element.guid}' (${element.questionCode ?? element.guid})`;
}
