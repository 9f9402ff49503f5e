import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle.ts';

const SECOND = 1000;

describe('SignInThrottle', () => {
  it('lets the first failures through, then makes each wait twice as long', () => {
    const throttle = new SignInThrottle();
    const key = '203.0.113.5|victim@example.test';
    let now = 0;
    for (let i = 0; i < 3; i++) {
      expect(throttle.waitMs(key, now)).toBe(0);
      throttle.recordFailure(key, now);
    }
    expect(throttle.waitMs(key, now)).toBe(1 * SECOND);
    now += SECOND;
    expect(throttle.waitMs(key, now)).toBe(0);
    throttle.recordFailure(key, now);
    expect(throttle.waitMs(key, now)).toBe(2 * SECOND);
    now += 2 * SECOND;
    throttle.recordFailure(key, now);
    expect(throttle.waitMs(key, now)).toBe(4 * SECOND);
  });

  it('never waits longer than fifteen minutes and forgets after a quiet spell', () => {
    const throttle = new SignInThrottle();
    const key = 'k';
    let now = 0;
    for (let i = 0; i < 40; i++) {
      now += throttle.waitMs(key, now);
      throttle.recordFailure(key, now);
    }
    expect(throttle.waitMs(key, now)).toBe(15 * 60 * SECOND);
    expect(throttle.waitMs(key, now + 60 * 60 * SECOND)).toBe(0);
    throttle.recordFailure(key, now + 60 * 60 * SECOND);
    expect(throttle.waitMs(key, now + 60 * 60 * SECOND)).toBe(0);
  });

  it('keeps one source and account apart from every other pair', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 10; i++) throttle.recordFailure('attacker|victim@example.test', 0);
    expect(throttle.waitMs('attacker|victim@example.test', 0)).toBeGreaterThan(0);
    expect(throttle.waitMs('office|victim@example.test', 0)).toBe(0);
  });

  it('starts over after a success and bounds its memory', () => {
    const throttle = new SignInThrottle({ maxTracked: 3 });
    for (let i = 0; i < 5; i++) throttle.recordFailure('a', 0);
    throttle.clear('a');
    expect(throttle.waitMs('a', 0)).toBe(0);
    for (const key of ['b', 'c', 'd', 'e']) for (let i = 0; i < 5; i++) throttle.recordFailure(key, 0);
    expect(throttle.size).toBe(3);
  });
});
