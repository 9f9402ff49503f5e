import { SignInThrottle } from './sign-in-throttle.ts';

/**
 * Counts recent failures per key (an e-mail, an address) within a sliding window. Kept in memory:
 * each instance counts on its own, which still caps guesses at a few per window and instance.
 */
class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxTracked = 10_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** True when the key had `limit` failures within the window. */
  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  recordFailure(key: string, now = Date.now()): void {
    const times = this.recent(key, now);
    // Bounded memory under a flood of made-up keys: forget the oldest entry first.
    if (!this.failures.has(key) && this.failures.size >= this.maxTracked) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, [...times, now]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

/**
 * Failed sign-ins: each source address and e-mail pair waits longer and longer after its first failures
 * (guessing one person's password from one place crawls, and nobody can lock the person out from
 * elsewhere), and an address is held for a minute after 10 failures (one address trying many e-mails).
 * Successful sign-ins do not count, so a busy office behind one address is not locked out.
 */
export function failedSignInCounters() {
  return { bySourceAndEmail: new SignInThrottle(), byAddress: new FailureCounter(10, 60 * 1000) };
}

export type FailedSignIns = ReturnType<typeof failedSignInCounters>;
