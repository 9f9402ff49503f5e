import { AUTH_TIMING } from './auth-timing.ts';

/**
 * Delay before retry number `attempt` (1 for the first retry): 1 s doubling up to 10 s, plus up to 1 s of jitter
 * so that many tabs failing together do not retry in step. `random` returns a number in [0, 1).
 */
export function retryDelay(attempt: number, random: () => number): number {
  const { retryBaseDelayMs, retryMultiplier, retryMaxDelayMs, retryMaxJitterMs } = AUTH_TIMING;
  const exponent = Math.max(0, attempt - 1);
  const backOff = Math.min(retryMaxDelayMs, retryBaseDelayMs * retryMultiplier ** exponent);
  return backOff + Math.floor(random() * retryMaxJitterMs);
}
