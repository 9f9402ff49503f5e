import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay.ts';

describe('retryDelay', () => {
  it('doubles from 1 s and stops growing at 10 s', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('adds up to, but never a full, second of jitter', () => {
    expect(retryDelay(1, () => 0.25)).toBe(1_250);
    expect(retryDelay(6, () => 0.999_999)).toBe(10_999);
  });
});
