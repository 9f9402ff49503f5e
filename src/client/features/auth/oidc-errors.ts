import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { createAuthError, type AuthError, type AuthErrorKind } from '../../../shared/auth/auth-error.ts';

// Provider answers that mean "the person has to come to the sign-in page again".
const interactionCodes = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
  'invalid_grant',
]);

export const staleAnswerMessage = 'This sign-in could not be completed. Please sign in again.';

/**
 * Classifies what oidc-client-ts (or fetch under it) threw into the platform's auth error kinds (spec 8), so
 * the machine can decide between retrying, signing in again and giving up.
 */
export function toOidcAuthError(error: unknown, fallback: AuthErrorKind): AuthError {
  if (error instanceof ErrorResponse) {
    const description = error.error_description ?? '';
    // Directory services report "forgot password" as an access_denied with this code.
    if (description.includes('AADB2C90118')) return createAuthError('PASSWORD_RESET_REQUIRED');
    if (error.error === 'access_denied') return createAuthError('ACCESS_DENIED');
    if (error.error && interactionCodes.has(error.error)) {
      return createAuthError('TOKEN_ACQUISITION_FAILED', { interactionRequired: true });
    }
    return createAuthError(fallback, { message: description || error.error || error.message });
  }
  if (error instanceof ErrorTimeout)
    return createAuthError('TOKEN_ACQUISITION_FAILED', { message: error.message });
  // fetch rejects with a TypeError when the network or the provider cannot be reached.
  if (error instanceof TypeError) return createAuthError('NETWORK_ERROR');
  if (error instanceof Error) {
    // An answer this browser did not ask for (an old or copied link): say so, and let the person sign in.
    if (/no matching state/i.test(error.message))
      return createAuthError(fallback, { message: staleAnswerMessage });
    return createAuthError(fallback, { message: error.message });
  }
  return createAuthError(fallback);
}
