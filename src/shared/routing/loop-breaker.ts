import { AUTH_TIMING } from '../auth/auth-timing.ts';
import { ALLOW, LANDING_PATH, redirectTo } from './guard-decision.ts';
import type { GuardDecision } from './guard-decision.ts';

/** Counts router guard runs; more than 10 within 10 s means two guards are bouncing the user between them. */
export interface LoopBreaker {
  /** Records one guard run; tells the guard to stop at the landing page when the limit is passed. */
  run(): GuardDecision;
}

/** A loop breaker reading time from `now`; tripping it starts a fresh count so the landing page can load. */
export function createLoopBreaker(now: () => number): LoopBreaker {
  let runs: number[] = [];
  return {
    run() {
      const at = now();
      runs = [...runs.filter((time) => at - time < AUTH_TIMING.routerLoopWindowMs), at];
      if (runs.length <= AUTH_TIMING.routerLoopMaxRuns) return ALLOW;
      runs = [];
      return redirectTo(LANDING_PATH);
    },
  };
}
