import { describe, expect, it } from 'vitest';
import { isRedirectLoop, recordRedirect } from './redirect-loop.ts';

describe('redirect-loop tracker', () => {
  it('trips once three redirects happened within 3 s', () => {
    let times: number[] = [];
    for (const at of [10_000, 11_000, 12_000]) {
      expect(isRedirectLoop(times, at)).toBe(false);
      times = recordRedirect(times, at);
    }
    expect(isRedirectLoop(times, 12_500)).toBe(true);
  });

  it('lets spaced redirects through and forgets those outside the window', () => {
    let times: number[] = [];
    for (const at of [0, 1_500, 3_000, 4_500, 6_000]) {
      expect(isRedirectLoop(times, at)).toBe(false);
      times = recordRedirect(times, at);
    }
    expect(times).toEqual([4_500, 6_000]);
  });

  it('ignores times from the future (a clock changed between page loads)', () => {
    expect(isRedirectLoop([9_000, 9_500, 9_900], 5_000)).toBe(false);
  });
});
