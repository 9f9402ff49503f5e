import { describe, expect, it } from 'vitest';
import { createLoopBreaker } from './loop-breaker.ts';

describe('router loop breaker', () => {
  it('stops the 11th guard redirect within 10 s at the landing page, then lets the landing page load', () => {
    let now = 0;
    const breaker = createLoopBreaker(() => now);
    for (let redirect = 1; redirect <= 10; redirect += 1) {
      now += 500;
      expect(breaker.redirect('/main-dashboard')).toEqual({ to: '/main-dashboard', stopped: false });
    }
    now += 500;
    expect(breaker.redirect('/main-dashboard')).toEqual({ to: '/landing', stopped: true });
    expect(breaker.redirect('/main-dashboard')).toEqual({ to: '/main-dashboard', stopped: false });
  });

  it('does not trip on redirects spread over more than 10 s', () => {
    let now = 0;
    const breaker = createLoopBreaker(() => now);
    const stops = Array.from({ length: 30 }, () => {
      now += 1_000;
      return breaker.redirect('/landing').stopped;
    });
    expect(stops).not.toContain(true);
  });
});
