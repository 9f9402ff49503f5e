import { describe, expect, it } from 'vitest';
import { createAuthError } from './auth-error.ts';
import { appendError, isRecurring } from './error-log.ts';
import type { AuthErrorRecord } from './error-log.ts';

const MINUTE = 60_000;
const network = createAuthError('NETWORK_ERROR');

function logAt(minutes: number[], error = network): AuthErrorRecord[] {
  return minutes.reduce<AuthErrorRecord[]>((log, minute) => appendError(log, error, minute * MINUTE).log, []);
}

describe('auth error log', () => {
  it('calls an error recurring after 3 of its kind within 5 minutes', () => {
    expect(isRecurring(logAt([0, 2, 4]), 'NETWORK_ERROR', 4 * MINUTE)).toBe(true);
    expect(logAt([0, 2, 4]).at(-1)?.recurring).toBe(true);
  });

  it('does not when the 3 are spread over 6 minutes, or are of other kinds', () => {
    expect(isRecurring(logAt([0, 3, 6]), 'NETWORK_ERROR', 6 * MINUTE)).toBe(false);
    const mixed = [...logAt([0, 1]), ...logAt([2], createAuthError('ACCESS_DENIED'))];
    expect(isRecurring(mixed, 'NETWORK_ERROR', 2 * MINUTE)).toBe(false);
  });

  it('keeps only the last 50 errors', () => {
    const minutes = Array.from({ length: 60 }, (_, index) => index);
    const log = logAt(minutes);
    expect(log).toHaveLength(50);
    expect(log[0]?.at).toBe(10 * MINUTE);
  });
});
