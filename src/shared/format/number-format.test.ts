import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, parseNumber, roundTo } from './number-format.ts';

describe('formatNumber', () => {
  it('shows en-CA thousands separators with 0, 2 or 3 decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,568');
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1,234.50');
    expect(formatNumber(0.1234, { decimals: 3 })).toBe('0.123');
  });

  it('shows negatives with a minus or in brackets', () => {
    expect(formatNumber(-1234.5, { decimals: 2 })).toBe('-1,234.50');
    expect(formatNumber(-12, { decimals: 2, bracketNegatives: true })).toBe('(12.00)');
    expect(formatNumber(-0.001, { decimals: 2, bracketNegatives: true })).toBe('0.00');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows the currency, separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-5, { bracketNegatives: true })).toBe('($5.00)');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(10, { currency: 'CAD' })).toBe('CAD 10.00');
    expect(formatMoney(1.005)).toBe('$1.01');
  });
});

describe('parseNumber', () => {
  it('reads what the formatters show', () => {
    expect(parseNumber('1,234.50')).toBe(1234.5);
    expect(parseNumber('(12.00)')).toBe(-12);
    expect(parseNumber('$1,234')).toBe(1234);
    expect(parseNumber('-$5.00')).toBe(-5);
    expect(parseNumber('$-5')).toBe(-5);
    expect(parseNumber('($5.00)')).toBe(-5);
    expect(parseNumber('CAD 10.00', 'CAD')).toBe(10);
    expect(parseNumber(' .5 ')).toBe(0.5);
  });

  it('refuses text that is not a number', () => {
    for (const text of ['', 'abc', '1.2.3', '--5', '(-5)', '1.2,3', '$', '12abc'])
      expect(parseNumber(text)).toBeNull();
  });

  it('round-trips money through format and parse', () => {
    for (const amount of [0, 0.01, 999.99, 1234.5, -1234567.89, 1e9]) {
      expect(parseNumber(formatMoney(amount))).toBe(amount);
      expect(parseNumber(formatMoney(amount, { bracketNegatives: true }))).toBe(amount);
      expect(parseNumber(formatNumber(amount, { decimals: 2 }))).toBe(amount);
    }
  });
});

describe('roundTo', () => {
  it('rounds half away from zero without floating-point drift', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
  });
});
