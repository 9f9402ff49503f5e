import { describe, expect, it } from 'vitest';
import { createAuthError, isCriticalAuthError, isRetryableAuthError, toAuthError } from './auth-error.ts';

describe('auth errors', () => {
  it("uses the spec's wording for the kinds it names", () => {
    expect(createAuthError('REDIRECT_LOOP').message).toBe(
      'Too many redirects detected - authentication loop prevented',
    );
    expect(createAuthError('ACCESS_DENIED').message).toBe('Access denied - login required');
    expect(createAuthError('TOKEN_ACQUISITION_FAILED', { interactionRequired: true }).message).toBe(
      'Session expired - re-authentication required',
    );
  });

  it('keeps a known kind from a thrown value and falls back for anything else', () => {
    expect(toAuthError({ kind: 'ACCESS_DENIED' }, 'NETWORK_ERROR')).toMatchObject({
      kind: 'ACCESS_DENIED',
      message: 'Access denied - login required',
    });
    expect(toAuthError(new Error('socket hang up'), 'NETWORK_ERROR')).toMatchObject({
      kind: 'NETWORK_ERROR',
      message: 'socket hang up',
    });
    expect(
      toAuthError({ kind: 'NOT_A_KIND', interactionRequired: true }, 'TOKEN_ACQUISITION_FAILED'),
    ).toMatchObject({
      kind: 'TOKEN_ACQUISITION_FAILED',
      interactionRequired: true,
      message: 'Session expired - re-authentication required',
    });
  });

  it('classes errors as the spec does', () => {
    expect(isRetryableAuthError('INTERACTION_IN_PROGRESS')).toBe(true);
    expect(isRetryableAuthError('TOKEN_ACQUISITION_FAILED')).toBe(true);
    expect(isRetryableAuthError('REDIRECT_LOOP')).toBe(false);
    expect(isCriticalAuthError('CONFIGURATION_ERROR')).toBe(true);
    expect(isCriticalAuthError('REDIRECT_LOOP')).toBe(true);
    expect(isCriticalAuthError('MAX_RETRIES_EXCEEDED')).toBe(true);
    expect(isCriticalAuthError('NETWORK_ERROR')).toBe(false);
  });
});
