import { describe, expect, it } from 'vitest';
import { createLoopBreaker } from './loop-breaker.ts';

describe('router loop breaker', () => {
  it('sends the 11th guard run within 10 s to the landing page, then lets the landing page load', () => {
    let now = 0;
    const breaker = createLoopBreaker(() => now);
    for (let run = 1; run <= 10; run += 1) {
      now += 500;
      expect(breaker.run()).toEqual({ action: 'allow' });
    }
    now += 500;
    expect(breaker.run()).toEqual({ action: 'redirect', to: '/landing' });
    expect(breaker.run()).toEqual({ action: 'allow' });
  });

  it('lets a steady stream of navigations through when spread over more than 10 s', () => {
    let now = 0;
    const breaker = createLoopBreaker(() => now);
    const decisions = Array.from({ length: 30 }, () => {
      now += 1_000;
      return breaker.run().action;
    });
    expect(decisions.every((action) => action === 'allow')).toBe(true);
  });
});
