import type { AuthErrorRecord } from '../../auth/error-log.ts';
import type { LoginSource } from '../../auth/login-gate.ts';

/** The signed-in user's session as the identity client reports it. */
export interface AuthSession {
  accessToken: string;
  /** Expiry of the access token, milliseconds since the epoch. */
  expiresAt: number;
  subject: string;
  name?: string;
  email?: string;
}

export interface AuthContext {
  session: AuthSession | null;
  /** The failure that led to the error state (or the last one seen), null after a success. */
  error: AuthErrorRecord | null;
  /** The last 50 failures, oldest first. */
  errorLog: readonly AuthErrorRecord[];
  /** The identity client has been set up on this page. */
  clientReady: boolean;
  /** The URL carries the identity provider's answer; it is completed before anything else. */
  redirectPending: boolean;
  /** A login asked for during setup, started once setup is done. */
  loginQueued: boolean;
  lastLoginAt: number | null;
  lastTokenRequestAt: number | null;
  /** Retries used by the operation in progress (sign-in redirect or token request). */
  attempt: number;
  interactionPolls: number;
  interactionRetried: boolean;
  /** Recent redirect times, also kept in browser storage because each redirect reloads the page. */
  redirectTimes: readonly number[];
  /** Stuck-flow recoveries so far, also kept in browser storage. */
  recoveryAttempts: number;
}

export type AuthEvent =
  | { type: 'auth.initialise' }
  | { type: 'auth.redirectDetected' }
  | { type: 'auth.login'; source: LoginSource }
  | { type: 'auth.tokenRequested'; force?: boolean }
  | { type: 'auth.logout' };

/** What the page remembered from before its last reload (pass `{}` on a first visit). */
export interface AuthInput {
  recoveryAttempts?: number;
  redirectTimes?: readonly number[];
}

/**
 * Calls to the identity client. Each rejects with an AuthError (see createAuthError); anything else is read as the
 * most likely kind for that call.
 */
export interface AuthServices {
  /** Sets up the identity client and returns the stored session, if any. */
  initialiseClient(): Promise<AuthSession | null>;
  /** Whether another sign-in interaction (another tab, a stale flag) is running now. */
  checkInteraction(): Promise<boolean>;
  /** Starts the sign-in redirect with the account-selection prompt; resolves once the browser is leaving. */
  signinRedirect(): Promise<void>;
  /** Completes the identity provider's answer found in the URL. */
  completeRedirect(): Promise<AuthSession>;
  /** Starts the password-reset redirect; resolves once the browser is leaving. */
  passwordResetRedirect(): Promise<void>;
  /** Obtains a fresh access token without showing anything; abandoned after 30 s. */
  acquireTokenSilently(): Promise<AuthSession>;
  /** Starts the sign-out redirect. */
  signoutRedirect(): Promise<void>;
}

/** Browser side effects the flow triggers; each runs synchronously and fails silently at worst. */
export interface AuthEffects {
  clearAuthStorage(): void;
  /** Drops the identity client's "interaction in progress" marker. */
  clearInteractionState(): void;
  /** Full navigation to the application's home URL (reloads the page). */
  redirectHome(): void;
  /** In-app navigation to /landing. */
  goToLanding(): void;
  alertUser(message: string): void;
  persistRecoveryCount(count: number): void;
  persistRedirectTimes(times: readonly number[]): void;
}

/** Everything the machine needs from its host: clock, randomness for jitter, identity calls and browser effects. */
export interface AuthEnvironment {
  now: () => number;
  /** A number in [0, 1). */
  random: () => number;
  services: AuthServices;
  effects: AuthEffects;
}
