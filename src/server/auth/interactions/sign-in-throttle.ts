/**
 * Failed sign-ins slow down the one who fails, not the person they target. The key is a source address
 * and an e-mail together: the first failures are free (typing mistakes), then every further attempt of
 * that pair must wait twice as long as the one before (1 s, 2 s, 4 s … at most 15 minutes). Someone
 * guessing a password from their address crawls; the real person, from anywhere else, is never held up,
 * so nobody can lock anyone out. Kept in memory: each instance throttles on its own.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, { failures: number; last: number }>();
  private readonly freeFailures: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxTracked: number;

  constructor(
    options: { freeFailures?: number; baseDelayMs?: number; maxDelayMs?: number; maxTracked?: number } = {},
  ) {
    this.freeFailures = options.freeFailures ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60 * 1000;
    this.maxTracked = options.maxTracked ?? 10_000;
  }

  get size(): number {
    return this.entries.size;
  }

  private delayAfter(failures: number): number {
    if (failures < this.freeFailures) return 0;
    return Math.min(this.baseDelayMs * 2 ** (failures - this.freeFailures), this.maxDelayMs);
  }

  /** The entry, unless it has been quiet for longer than the longest wait (then it starts over). */
  private current(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && now - entry.last > 2 * this.maxDelayMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** How long the pair must still wait before its next attempt; 0 when it may try now. */
  waitMs(key: string, now = Date.now()): number {
    const entry = this.current(key, now);
    if (!entry) return 0;
    return Math.max(0, entry.last + this.delayAfter(entry.failures) - now);
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.current(key, now);
    // Bounded memory under a flood of made-up keys: forget the oldest entry first.
    if (!entry && this.entries.size >= this.maxTracked) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { failures: (entry?.failures ?? 0) + 1, last: now });
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}
