import { AUTH_TIMING } from './auth-timing.ts';

// Redirect times are kept by the caller (in browser storage) because every redirect reloads the page.

/** The redirects of `times` that still count towards the loop window at `now`, oldest first. */
export function recentRedirects(times: readonly number[], now: number): number[] {
  return times.filter((at) => at <= now && now - at < AUTH_TIMING.redirectLoopWindowMs);
}

/** True when another redirect now would follow three redirects within 3 s: the flow must stop. */
export function isRedirectLoop(times: readonly number[], now: number): boolean {
  return recentRedirects(times, now).length >= AUTH_TIMING.redirectLoopMaxRedirects;
}

/** The redirect history after one more redirect at `now`, with entries outside the window dropped. */
export function recordRedirect(times: readonly number[], now: number): number[] {
  return [...recentRedirects(times, now), now];
}
