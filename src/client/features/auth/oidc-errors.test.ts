import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { toOidcAuthError } from './oidc-errors.ts';

describe('sign-in failures', () => {
  it('tell a person who refused access that login is required', () => {
    const error = toOidcAuthError(new ErrorResponse({ error: 'access_denied' }), 'TOKEN_ACQUISITION_FAILED');
    expect(error).toMatchObject({ kind: 'ACCESS_DENIED', message: 'Access denied - login required' });
  });

  it('send a person whose session ended back to the sign-in page', () => {
    const error = toOidcAuthError(new ErrorResponse({ error: 'login_required' }), 'TOKEN_ACQUISITION_FAILED');
    expect(error).toMatchObject({
      interactionRequired: true,
      message: 'Session expired - re-authentication required',
    });
    expect(
      toOidcAuthError(new ErrorResponse({ error: 'invalid_grant' }), 'TOKEN_ACQUISITION_FAILED')
        .interactionRequired,
    ).toBe(true);
  });

  it('start the password reset when the directory asks for it', () => {
    const error = new ErrorResponse({
      error: 'access_denied',
      error_description: 'AADB2C90118: forgot password',
    });
    expect(toOidcAuthError(error, 'TOKEN_ACQUISITION_FAILED').kind).toBe('PASSWORD_RESET_REQUIRED');
  });

  it('tell apart an unreachable provider and a slow one', () => {
    expect(toOidcAuthError(new TypeError('Failed to fetch'), 'INITIALIZATION_FAILED').kind).toBe(
      'NETWORK_ERROR',
    );
    expect(toOidcAuthError(new ErrorTimeout('Timed out'), 'INITIALIZATION_FAILED').kind).toBe(
      'TOKEN_ACQUISITION_FAILED',
    );
  });

  it('leave an old or copied sign-in link on the landing page with a plain explanation', () => {
    const error = toOidcAuthError(
      new Error('No matching state found in storage'),
      'TOKEN_ACQUISITION_FAILED',
    );
    expect(error).toMatchObject({
      interactionRequired: false,
      message: 'This sign-in could not be completed. Please sign in again.',
    });
  });
});
