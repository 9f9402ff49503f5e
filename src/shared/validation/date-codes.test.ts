import { describe, expect, it } from 'vitest';
import type { DateProperties } from '../generated/types.gen.ts';
import { dateBounds, isDateAllowed, parseDateCode, resolveDateCode } from './date-codes.ts';

// A fixed "now" in local time: the last day of January in a leap year, late in the evening.
const now = new Date(2024, 0, 31, 23, 30);

describe('resolveDateCode', () => {
  it('reads today and fixed dates', () => {
    expect(resolveDateCode('today', now)).toBe('2024-01-31');
    expect(resolveDateCode(' Today ', now)).toBe('2024-01-31');
    expect(resolveDateCode('2023-12-25', now)).toBe('2023-12-25');
  });

  it('moves by days, across month and year ends', () => {
    expect(resolveDateCode('d-7', now)).toBe('2024-01-24');
    expect(resolveDateCode('d+1', now)).toBe('2024-02-01');
    expect(resolveDateCode('d+30', '2024-12-15')).toBe('2025-01-14');
    expect(resolveDateCode('d+1', '2024-02-28')).toBe('2024-02-29');
    expect(resolveDateCode('d+1', '2023-02-28')).toBe('2023-03-01');
  });

  it('starts the moved year or month when no suffix is given', () => {
    expect(resolveDateCode('y-1', now)).toBe('2023-01-01');
    expect(resolveDateCode('m+1', now)).toBe('2024-02-01');
    expect(resolveDateCode('y+0', now)).toBe('2024-01-01');
  });

  it('ends the moved period with :e', () => {
    expect(resolveDateCode('m+3:e', now)).toBe('2024-04-30');
    expect(resolveDateCode('m+1:e', now)).toBe('2024-02-29');
    expect(resolveDateCode('m+1:e', '2023-01-31')).toBe('2023-02-28');
    expect(resolveDateCode('m-1:e', '2024-03-31')).toBe('2024-02-29');
    expect(resolveDateCode('y+0:e', now)).toBe('2024-12-31');
    expect(resolveDateCode('d-7:e', now)).toBe('2024-01-24');
  });

  it('starts another period with :d, :m or :y', () => {
    // One month after Jan 31 is the last day of February, not March 2.
    expect(resolveDateCode('m+1:d', now)).toBe('2024-02-29');
    expect(resolveDateCode('y+1:d', '2024-02-29')).toBe('2025-02-28');
    expect(resolveDateCode('d+10:m', now)).toBe('2024-02-01');
    expect(resolveDateCode('m+13:y', now)).toBe('2025-01-01');
  });

  it('gives null for codes it cannot read', () => {
    for (const code of ['', 'yesterday', 'w-1', 'd7', 'd-7:x', 'd-7:', '2023-02-29', 'm+1:e:e']) {
      expect(resolveDateCode(code, now)).toBeNull();
    }
    expect(resolveDateCode(null, now)).toBeNull();
  });
});

describe('parseDateCode', () => {
  it('describes relative codes', () => {
    expect(parseDateCode('m+3:e')).toEqual({
      kind: 'relative',
      unit: 'm',
      amount: 3,
      snap: 'end',
      snapUnit: 'm',
    });
    expect(parseDateCode('Y-1')).toEqual({
      kind: 'relative',
      unit: 'y',
      amount: -1,
      snap: 'start',
      snapUnit: 'y',
    });
  });
});

describe('isDateAllowed', () => {
  const limits: DateProperties = { minDateCode: 'd-7', maxDateCode: 'm+0:e' };

  it('allows dates within the range, both ends included', () => {
    expect(isDateAllowed('2024-01-24', limits, now)).toBe(true);
    expect(isDateAllowed('2024-01-31', limits, now)).toBe(true);
    expect(isDateAllowed(new Date(2024, 0, 31, 23, 59), limits, now)).toBe(true);
    expect(isDateAllowed(new Date(2024, 0, 28, 9).toISOString(), limits, now)).toBe(true);
  });

  it('disables dates outside the range', () => {
    expect(isDateAllowed('2024-01-23', limits, now)).toBe(false);
    expect(isDateAllowed('2024-02-01', limits, now)).toBe(false);
    expect(isDateAllowed('garbage', limits, now)).toBe(false);
  });

  it('sets no limit for a missing or unreadable code', () => {
    expect(isDateAllowed('1900-01-01', { maxDateCode: 'today' }, now)).toBe(true);
    expect(isDateAllowed('2999-01-01', { minDateCode: 'nonsense' }, now)).toBe(true);
    expect(dateBounds({ minDateCode: 'y-1', maxDateCode: null }, now)).toEqual({
      min: '2023-01-01',
      max: null,
    });
  });
});
