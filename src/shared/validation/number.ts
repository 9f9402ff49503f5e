import { MONEY_DECIMALS, roundTo } from '../format/number-format.ts';

// Range checks for Number and Money answers. A value outside its range is not saved;
// Money fields pull the value back into range when the user leaves them instead.

export interface NumberBounds {
  min?: number | null;
  max?: number | null;
}

/** Money's lower bound when the question sets none: amounts are not negative unless allowed. */
export const DEFAULT_MONEY_MIN = 0;

function isSet(bound: number | null | undefined): bound is number {
  return typeof bound === 'number' && Number.isFinite(bound);
}

/** Null when the value is within min and max; else the 'Error Saving: …' message. An empty value (null, NaN) passes here. */
export function checkNumber(value: number | null | undefined, bounds: NumberBounds): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  if (isSet(bounds.min) && value < bounds.min)
    return `Error Saving: Must be greater than or equal to ${bounds.min}`;
  if (isSet(bounds.max) && value > bounds.max)
    return `Error Saving: Must be less than or equal to ${bounds.max}`;
  return null;
}

/** Money's effective bounds: min defaults to 0. */
export function moneyBounds(bounds: NumberBounds): NumberBounds {
  return { min: isSet(bounds.min) ? bounds.min : DEFAULT_MONEY_MIN, max: bounds.max };
}

/** Like checkNumber, with Money's default min of 0 and its 2 decimals applied first. */
export function checkMoney(value: number | null | undefined, bounds: NumberBounds): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  return checkNumber(roundTo(value, MONEY_DECIMALS), moneyBounds(bounds));
}

/** The amount a Money field keeps on blur: rounded to cents and pulled into [min (default 0), max]. */
export function clampMoney(value: number, bounds: NumberBounds): number {
  const { min, max } = moneyBounds(bounds);
  let amount = roundTo(value, MONEY_DECIMALS);
  if (isSet(min) && amount < min) amount = min;
  if (isSet(max) && amount > max) amount = max;
  return amount;
}
