import { describe, expect, it } from 'vitest';
import type { MoneyProperties, NumberProperties } from '../generated/types.gen.ts';
import { checkMoney, checkNumber, clampMoney } from './number.ts';

describe('checkNumber', () => {
  it('gives the saving errors outside min and max', () => {
    expect(checkNumber(-1, { min: 0 })).toBe('Error Saving: Must be greater than or equal to 0');
    const percent: NumberProperties = { min: 0, max: 100, precision: 0 };
    expect(checkNumber(101, percent)).toBe('Error Saving: Must be less than or equal to 100');
    expect(checkNumber(2.5, { min: 2.5, max: 2.5 })).toBeNull();
  });

  it('leaves empty values to the required check', () => {
    expect(checkNumber(null, { min: 1 })).toBeNull();
    expect(checkNumber(Number.NaN, { min: 1 })).toBeNull();
  });
});

describe('money', () => {
  it('refuses negative amounts unless min allows them', () => {
    expect(checkMoney(-0.01, {})).toBe('Error Saving: Must be greater than or equal to 0');
    expect(checkMoney(-5, { min: -10 })).toBeNull();
    expect(checkMoney(100.004, { max: 100 })).toBeNull();
  });

  it('clamps to min and max on blur and rounds to cents', () => {
    expect(clampMoney(-20, {})).toBe(0);
    const budget: MoneyProperties = { max: 200, currency: '$' };
    expect(clampMoney(250, budget)).toBe(200);
    expect(clampMoney(5, { min: 10, max: 20 })).toBe(10);
    expect(clampMoney(12.345, {})).toBe(12.35);
  });
});
