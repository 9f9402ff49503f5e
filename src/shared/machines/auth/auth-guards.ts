import type { AuthErrorKind } from '../../auth/auth-error.ts';
import { shouldRetryAuthError } from '../../auth/auth-error.ts';
import { AUTH_TIMING } from '../../auth/auth-timing.ts';
import { decideLogin } from '../../auth/login-gate.ts';
import { isRedirectLoop } from '../../auth/redirect-loop.ts';
import { failureOf, outputOf, sessionOf } from './auth-event-data.ts';
import type { AuthContext, AuthEnvironment, AuthEvent } from './auth-types.ts';

type GuardArgs = { context: AuthContext; event: AuthEvent };

/** The auth machine's guards; those that read the time use the environment's clock. */
export function authGuards(env: AuthEnvironment) {
  const loginDecision = ({ context, event }: GuardArgs) =>
    event.type === 'auth.login'
      ? decideLogin({
          source: event.source,
          now: env.now(),
          lastLoginAt: context.lastLoginAt,
          redirectInProgress: context.redirectPending,
        })
      : 'ignore';
  const retriesLeft = (context: AuthContext) => context.attempt < AUTH_TIMING.retryMaxAttempts;

  return {
    loginStarts: (args: GuardArgs) => loginDecision(args) === 'start',
    loginGoesToLanding: (args: GuardArgs) => loginDecision(args) === 'landing',
    clientReady: ({ context }: GuardArgs) => context.clientReady,
    redirectPending: ({ context }: GuardArgs) => context.redirectPending,
    loginQueued: ({ context }: GuardArgs) => context.loginQueued,
    configurationBroken: ({ context }: GuardArgs) => context.error?.kind === 'CONFIGURATION_ERROR',
    sessionFound: ({ event }: GuardArgs) => sessionOf(event) !== null,
    interactionBusy: ({ context, event }: GuardArgs) =>
      outputOf(event) === true && context.interactionPolls < AUTH_TIMING.interactionPollMaxTimes,
    redirectLoop: ({ context }: GuardArgs) => isRedirectLoop(context.redirectTimes, env.now()),
    failureIs: ({ event }: GuardArgs, params: { kind: AuthErrorKind }) =>
      failureOf(event).kind === params.kind,
    failureNeedsInteraction: ({ event }: GuardArgs) => failureOf(event).interactionRequired,
    interactionConflict: ({ context, event }: GuardArgs) =>
      failureOf(event).kind === 'INTERACTION_IN_PROGRESS' && !context.interactionRetried,
    failureRetryable: ({ context, event }: GuardArgs) =>
      shouldRetryAuthError(failureOf(event).kind) && retriesLeft(context),
    failureExhausted: ({ context, event }: GuardArgs) =>
      shouldRetryAuthError(failureOf(event).kind) && !retriesLeft(context),
    retriesLeft: ({ context }: GuardArgs) => retriesLeft(context),
    recoveryLeft: ({ context }: GuardArgs) => context.recoveryAttempts < AUTH_TIMING.recoveryMaxAttempts,
    tokenFresh: ({ context, event }: GuardArgs) =>
      !(event.type === 'auth.tokenRequested' && event.force === true) &&
      context.session !== null &&
      context.session.expiresAt - env.now() > AUTH_TIMING.tokenRenewalOffsetSeconds * 1_000,
    tokenSpacingElapsed: ({ context }: GuardArgs) =>
      context.lastTokenRequestAt === null ||
      env.now() - context.lastTokenRequestAt >= AUTH_TIMING.tokenRequestSpacingMs,
  };
}
