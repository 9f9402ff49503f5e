import { assign, fromPromise, setup } from 'xstate';
import type { AuthErrorKind } from '../../auth/auth-error.ts';
import { createAuthError } from '../../auth/auth-error.ts';
import { AUTH_TIMING } from '../../auth/auth-timing.ts';
import { appendError } from '../../auth/error-log.ts';
import type { AuthErrorRecord } from '../../auth/error-log.ts';
import { recordRedirect } from '../../auth/redirect-loop.ts';
import { retryDelay } from '../../auth/retry-delay.ts';
import { failureOf, sessionOf } from './auth-event-data.ts';
import { authGuards } from './auth-guards.ts';
import type { AuthContext, AuthEnvironment, AuthEvent, AuthInput, AuthSession } from './auth-types.ts';

/** Shown when three recoveries of a stuck sign-in did not help. */
export const STUCK_FLOW_ALERT =
  'Sign-in keeps failing. Please clear your browser cache and cookies for this site, then try again.';

/** The auth machine's named actors, actions, guards and delays, bound to the host's environment. */
export function authSetup(env: AuthEnvironment) {
  const { services, effects } = env;
  const logged = (context: AuthContext, error: Parameters<typeof appendError>[1]) => {
    const { log, record } = appendError(context.errorLog, error, env.now());
    return { error: record, errorLog: log } satisfies Partial<AuthContext>;
  };

  return setup({
    types: {
      context: {} as AuthContext,
      events: {} as AuthEvent,
      input: {} as AuthInput,
    },
    actors: {
      initialiseClient: fromPromise<AuthSession | null>(() => services.initialiseClient()),
      checkInteraction: fromPromise<boolean>(() => services.checkInteraction()),
      signinRedirect: fromPromise<void>(() => services.signinRedirect()),
      completeRedirect: fromPromise<AuthSession>(() => services.completeRedirect()),
      passwordResetRedirect: fromPromise<void>(() => services.passwordResetRedirect()),
      acquireTokenSilently: fromPromise<AuthSession>(() => services.acquireTokenSilently()),
      signoutRedirect: fromPromise<void>(() => services.signoutRedirect()),
    },
    actions: {
      clearAuthStorage: () => effects.clearAuthStorage(),
      clearInteractionState: () => effects.clearInteractionState(),
      redirectHome: () => effects.redirectHome(),
      goToLanding: () => effects.goToLanding(),
      alertUser: () => effects.alertUser(STUCK_FLOW_ALERT),
      persistRecoveryCount: ({ context }) => effects.persistRecoveryCount(context.recoveryAttempts),
      persistRedirectTimes: ({ context }) => effects.persistRedirectTimes(context.redirectTimes),

      beginLogin: assign({ lastLoginAt: () => env.now() }),
      queueLogin: assign({ loginQueued: true }),
      markRedirectPending: assign({ redirectPending: true }),
      startCompletingRedirect: assign({ redirectPending: false, loginQueued: false }),
      markClientReady: assign({ clientReady: true }),
      storeSession: assign(({ event }) => ({ session: sessionOf(event), error: null })),
      clearSession: assign({ session: null }),
      resetLoginFlow: assign({
        attempt: 0,
        interactionPolls: 0,
        interactionRetried: false,
        loginQueued: false,
      }),
      countInteractionPoll: assign({ interactionPolls: ({ context }) => context.interactionPolls + 1 }),
      markInteractionRetried: assign({ interactionRetried: true }),
      countRetry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      resetAttempts: assign({ attempt: 0 }),
      rememberRedirect: assign({
        redirectTimes: ({ context }) => recordRedirect(context.redirectTimes, env.now()),
      }),
      forgetRedirects: assign({ redirectTimes: [] }),
      countRecovery: assign({ recoveryAttempts: ({ context }) => context.recoveryAttempts + 1 }),
      resetRecovery: assign({ recoveryAttempts: 0 }),
      markTokenRequest: assign({ lastTokenRequestAt: () => env.now() }),
      recordFailure: assign(({ context, event }) => logged(context, failureOf(event))),
      recordError: assign(({ context }, params: { kind: AuthErrorKind; message?: string }) =>
        logged(context, createAuthError(params.kind, { message: params.message })),
      ),
    },
    guards: authGuards(env),
    delays: {
      initialisationWait: AUTH_TIMING.initialisationWaitMs,
      interactionRetry: AUTH_TIMING.interactionRetryDelayMs,
      interactionPoll: AUTH_TIMING.interactionPollIntervalMs,
      retryBackoff: ({ context }) => retryDelay(context.attempt, env.random),
      tokenSpacing: ({ context }) =>
        Math.max(0, (context.lastTokenRequestAt ?? 0) + AUTH_TIMING.tokenRequestSpacingMs - env.now()),
      tokenTimeout: AUTH_TIMING.tokenAcquisitionTimeoutMs,
      stuckFlow: AUTH_TIMING.stuckFlowMs,
    },
  });
}

export type AuthSetup = ReturnType<typeof authSetup>;

/** The context a fresh page starts with, given what it remembered from before its reload. */
export function initialAuthContext(input: AuthInput): AuthContext {
  return {
    session: null,
    error: null,
    errorLog: [] as AuthErrorRecord[],
    clientReady: false,
    redirectPending: false,
    loginQueued: false,
    lastLoginAt: null,
    lastTokenRequestAt: null,
    attempt: 0,
    interactionPolls: 0,
    interactionRetried: false,
    redirectTimes: input.redirectTimes ?? [],
    recoveryAttempts: input.recoveryAttempts ?? 0,
  };
}
