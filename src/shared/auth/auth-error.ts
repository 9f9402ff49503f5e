/** The kinds of sign-in failure the platform distinguishes (platform spec section 8). */
export const AUTH_ERROR_KINDS = [
  'FRAME_BLOCKED',
  'REDIRECT_LOOP',
  'ACCESS_DENIED',
  'PASSWORD_RESET_REQUIRED',
  'INTERACTION_IN_PROGRESS',
  'MAX_RETRIES_EXCEEDED',
  'INITIALIZATION_FAILED',
  'TOKEN_ACQUISITION_FAILED',
  'NETWORK_ERROR',
  'CONFIGURATION_ERROR',
] as const;

export type AuthErrorKind = (typeof AUTH_ERROR_KINDS)[number];

/** A sign-in failure as plain data, so it can sit in machine context and cross any boundary. */
export interface AuthError {
  kind: AuthErrorKind;
  message: string;
  /** The identity provider needs the user on its pages again; this causes a sign-in redirect. */
  interactionRequired: boolean;
}

// Texts the spec fixes are quoted from it; the others are ours, written for the person at the screen.
const DEFAULT_MESSAGES: Record<AuthErrorKind, string> = {
  FRAME_BLOCKED: 'Sign-in cannot run inside an embedded frame',
  REDIRECT_LOOP: 'Too many redirects detected - authentication loop prevented',
  ACCESS_DENIED: 'Access denied - login required',
  PASSWORD_RESET_REQUIRED: 'Password reset required',
  INTERACTION_IN_PROGRESS: 'Another sign-in is already in progress',
  MAX_RETRIES_EXCEEDED: 'Sign-in failed after several attempts. Please try again later.',
  INITIALIZATION_FAILED: 'Sign-in could not be started',
  TOKEN_ACQUISITION_FAILED: 'Could not renew your session',
  NETWORK_ERROR: 'Could not reach the sign-in service',
  CONFIGURATION_ERROR: 'Sign-in is not configured',
};

export const SESSION_EXPIRED_MESSAGE = 'Session expired - re-authentication required';

/** Builds an AuthError with the spec's message for its kind unless a message is given. */
export function createAuthError(
  kind: AuthErrorKind,
  options: { message?: string; interactionRequired?: boolean } = {},
): AuthError {
  const interactionRequired = options.interactionRequired ?? false;
  const message =
    options.message ??
    (interactionRequired && kind === 'TOKEN_ACQUISITION_FAILED'
      ? SESSION_EXPIRED_MESSAGE
      : DEFAULT_MESSAGES[kind]);
  return { kind, message, interactionRequired };
}

function isAuthErrorKind(value: unknown): value is AuthErrorKind {
  return typeof value === 'string' && (AUTH_ERROR_KINDS as readonly string[]).includes(value);
}

/** Turns whatever a sign-in effect rejected with into an AuthError, using `fallback` when the kind is unknown. */
export function toAuthError(reason: unknown, fallback: AuthErrorKind): AuthError {
  if (typeof reason === 'object' && reason !== null) {
    const { kind, message, interactionRequired } = reason as Record<string, unknown>;
    const text = typeof message === 'string' && message !== '' ? message : undefined;
    const required = interactionRequired === true;
    // A known kind without its own text keeps the spec's wording.
    if (isAuthErrorKind(kind)) return createAuthError(kind, { message: text, interactionRequired: required });
    return createAuthError(fallback, { message: text, interactionRequired: required });
  }
  if (typeof reason === 'string' && reason !== '') return createAuthError(fallback, { message: reason });
  return createAuthError(fallback);
}

/** Retryable errors may go away by themselves: the flow tries again. */
export function isRetryableAuthError(kind: AuthErrorKind): boolean {
  return kind === 'INTERACTION_IN_PROGRESS' || kind === 'TOKEN_ACQUISITION_FAILED';
}

/** Critical errors end the flow: trying again at once would fail the same way. */
export function isCriticalAuthError(kind: AuthErrorKind): boolean {
  return kind === 'CONFIGURATION_ERROR' || kind === 'REDIRECT_LOOP' || kind === 'MAX_RETRIES_EXCEEDED';
}

/**
 * Whether the back-off retry loop should try again after this failure.
 * A dropped connection is as transient as the spec's retryable kinds, so it is retried too.
 */
export function shouldRetryAuthError(kind: AuthErrorKind): boolean {
  return isRetryableAuthError(kind) || kind === 'NETWORK_ERROR';
}
