import type { AuthError, AuthErrorKind } from './auth-error.ts';
import { AUTH_TIMING } from './auth-timing.ts';

/** A logged sign-in failure: when it happened and whether it has been happening again and again. */
export interface AuthErrorRecord extends AuthError {
  at: number;
  recurring: boolean;
}

/** True when `kind` occurred at least 3 times within the 5 minutes up to `now`. */
export function isRecurring(log: readonly AuthErrorRecord[], kind: AuthErrorKind, now: number): boolean {
  const { recurringErrorCount, recurringErrorWindowMs } = AUTH_TIMING;
  const recent = log.filter(
    (entry) => entry.kind === kind && entry.at <= now && now - entry.at <= recurringErrorWindowMs,
  );
  return recent.length >= recurringErrorCount;
}

/** Adds `error` at `now`, keeping the last 50 entries; the new record says whether its kind is recurring. */
export function appendError(
  log: readonly AuthErrorRecord[],
  error: AuthError,
  now: number,
): { log: AuthErrorRecord[]; record: AuthErrorRecord } {
  const pending: AuthErrorRecord = { ...error, at: now, recurring: false };
  const withNew = [...log, pending];
  const record: AuthErrorRecord = { ...pending, recurring: isRecurring(withNew, error.kind, now) };
  return { log: [...log, record].slice(-AUTH_TIMING.errorLogSize), record };
}
