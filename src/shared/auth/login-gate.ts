import { AUTH_TIMING } from './auth-timing.ts';

/** Who asked for a login: the Sign in button, or the router guarding a route. */
export type LoginSource = 'user' | 'route';

/** What to do with a login request: start it, drop it, or send the user to the landing page. */
export type LoginDecision = 'start' | 'ignore' | 'landing';

export interface LoginRequest {
  source: LoginSource;
  now: number;
  /** When the last login attempt started, if any. */
  lastLoginAt: number | null;
  /** A sign-in redirect is being completed; starting another one would break it. */
  redirectInProgress: boolean;
}

/** Applies the sign-in guards: no login during redirect handling, 2 s double-click guard, 5 s login retry guard. */
export function decideLogin({ source, now, lastLoginAt, redirectInProgress }: LoginRequest): LoginDecision {
  if (redirectInProgress) return 'ignore';
  if (lastLoginAt === null) return 'start';
  const since = now - lastLoginAt;
  if (source === 'user') return since < AUTH_TIMING.signInDoubleClickMs ? 'ignore' : 'start';
  // A route that asks again so soon is looping between a protected page and the identity provider.
  return since < AUTH_TIMING.loginRetryGuardMs ? 'landing' : 'start';
}
