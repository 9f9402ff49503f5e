import { AUTH_TIMING } from '../auth/auth-timing.ts';
import { LANDING_PATH } from './guard-decision.ts';

/** Where a guard's redirect goes after the loop breaker saw it; `stopped` when it went to the landing page instead. */
export interface LoopBreakerVerdict {
  to: string;
  stopped: boolean;
}

/**
 * Counts the redirects the router guards make (never the navigations people make themselves); more than
 * 10 within 10 s means guards are bouncing the user between them.
 */
export interface LoopBreaker {
  /** Records one redirect a guard is about to make to `to`; past the limit, sends it to the landing page. */
  redirect(to: string): LoopBreakerVerdict;
}

/** A loop breaker reading time from `now`; tripping it starts a fresh count so the landing page can load. */
export function createLoopBreaker(now: () => number): LoopBreaker {
  let redirects: number[] = [];
  return {
    redirect(to) {
      const at = now();
      redirects = [...redirects.filter((time) => at - time < AUTH_TIMING.routerLoopWindowMs), at];
      if (redirects.length <= AUTH_TIMING.routerLoopMaxRuns) return { to, stopped: false };
      redirects = [];
      return { to: LANDING_PATH, stopped: true };
    },
  };
}

/** What the landing page says after the loop breaker stopped a navigation there. */
export const LOOP_STOPPED_MESSAGE =
  'Navigation was stopped here because the app redirected you more than 10 times within 10 seconds. ' +
  'Open the page you wanted again; if this keeps happening, use Refresh My Settings.';
