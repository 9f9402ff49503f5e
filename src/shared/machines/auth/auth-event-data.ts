import type { AuthError, AuthErrorKind } from '../../auth/auth-error.ts';
import { toAuthError } from '../../auth/auth-error.ts';
import type { AuthSession } from './auth-types.ts';

// Named actions and guards see invoke results as plain events; these readers take their payload out safely.

const ERROR_EVENT_PREFIX = 'xstate.error.actor.';

/** The kind a call's failure most likely is when the identity client gives no kind, by invoke id. */
const FALLBACK_KIND_BY_CALL: Record<string, AuthErrorKind> = {
  initialiseClient: 'INITIALIZATION_FAILED',
  checkInteraction: 'INTERACTION_IN_PROGRESS',
  signinRedirect: 'NETWORK_ERROR',
  completeRedirect: 'TOKEN_ACQUISITION_FAILED',
  passwordResetRedirect: 'NETWORK_ERROR',
  acquireTokenSilently: 'TOKEN_ACQUISITION_FAILED',
  signoutRedirect: 'NETWORK_ERROR',
};

/** The AuthError carried by an invoke's error event. */
export function failureOf(event: { type: string }): AuthError {
  const call = event.type.startsWith(ERROR_EVENT_PREFIX) ? event.type.slice(ERROR_EVENT_PREFIX.length) : '';
  const reason = 'error' in event ? event.error : undefined;
  return toAuthError(reason, FALLBACK_KIND_BY_CALL[call] ?? 'NETWORK_ERROR');
}

/** The output of an invoke's done event, or undefined for any other event. */
export function outputOf(event: { type: string }): unknown {
  return 'output' in event ? event.output : undefined;
}

/** The session in an invoke's output, or null when there is none. */
export function sessionOf(event: { type: string }): AuthSession | null {
  const output = outputOf(event);
  if (typeof output !== 'object' || output === null) return null;
  const { accessToken, expiresAt } = output as Partial<AuthSession>;
  return typeof accessToken === 'string' && typeof expiresAt === 'number' ? (output as AuthSession) : null;
}
