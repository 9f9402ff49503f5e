// Numbers and money as people in Canada read them (en-CA): '1,234.50', '$1,234.50', '(12.00)'.
// The parser accepts everything the formatters produce, so a shown value can be typed back.

export interface NumberFormatOptions {
  decimals?: number;
  /** Show negatives as '(12.00)' instead of '-12.00', as accountants do. */
  bracketNegatives?: boolean;
}

export interface MoneyFormatOptions extends NumberFormatOptions {
  /** Symbol or code shown before the amount; '$' when not set. */
  currency?: string;
}

export const DEFAULT_CURRENCY = '$';
export const MONEY_DECIMALS = 2;

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-CA', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** Rounds half away from zero at the given decimals, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  // Shifting through the exponent notation keeps 1.005 as 100.5 rather than 100.49999….
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const result = sign * Number(`${shifted}e-${decimals}`);
  return Object.is(result, -0) ? 0 : result;
}

function withSign(magnitude: string, negative: boolean, brackets: boolean | undefined): string {
  if (!negative) return magnitude;
  return brackets ? `(${magnitude})` : `-${magnitude}`;
}

function prefix(currency: string): string {
  // A code such as 'CAD' reads better apart from the digits; a symbol such as '$' sits against them.
  return /\p{L}$/u.test(currency) ? `${currency} ` : currency;
}

/** Formats a number en-CA with thousands separators and fixed decimals (0 by default). */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const decimals = options.decimals ?? 0;
  const rounded = roundTo(value, decimals);
  return withSign(formatterFor(decimals).format(Math.abs(rounded)), rounded < 0, options.bracketNegatives);
}

/** Formats an amount of money: currency symbol, thousands separators, 2 decimals. */
export function formatMoney(value: number, options: MoneyFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const decimals = options.decimals ?? MONEY_DECIMALS;
  const rounded = roundTo(value, decimals);
  const magnitude =
    prefix(options.currency ?? DEFAULT_CURRENCY) + formatterFor(decimals).format(Math.abs(rounded));
  return withSign(magnitude, rounded < 0, options.bracketNegatives);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads a number as typed or as shown: '1,234.50', '(12.00)', '-$5', '$1,234', 'CAD 10'.
 * Returns null when the text is empty or not a number.
 */
export function parseNumber(text: string, currency: string = DEFAULT_CURRENCY): number | null {
  let rest = text.trim();
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) {
    negative = true;
    rest = bracketed[1]!.trim();
  }
  // The sign may sit either side of the currency: '-$5' and '$-5' both mean minus five.
  const pattern = new RegExp(
    `^(-)?\\s*(?:${escapeRegExp(currency.trim())}|\\$)?\\s*(-)?\\s*([\\d,]*\\.?\\d*)$`,
    'i',
  );
  const match = pattern.exec(rest);
  if (!match) return null;
  const [, signBefore, signAfter, digits = ''] = match;
  if (signBefore && signAfter) return null;
  if ((signBefore || signAfter) && negative) return null;
  // Commas are only thousands separators, and only before the decimal point.
  const [whole = '', fraction] = digits.split('.');
  if (fraction?.includes(',') || !/\d/.test(digits)) return null;
  const value = Number(`${whole.replaceAll(',', '')}.${fraction ?? ''}`.replace(/\.$/, ''));
  if (!Number.isFinite(value)) return null;
  const result = negative || signBefore || signAfter ? -value : value;
  return Object.is(result, -0) ? 0 : result;
}
