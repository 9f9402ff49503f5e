import type { AuthSetup } from './auth-setup.ts';

/** Failures that end a redirect to the identity provider; shared by the sign-in and password-reset redirects. */
const REDIRECT_LOOP_STOP = {
  guard: 'redirectLoop',
  target: '#auth.error',
  // Clearing the stored auth state is what breaks the loop on the next page load.
  actions: [
    { type: 'recordError', params: { kind: 'REDIRECT_LOOP' } },
    'clearAuthStorage',
    'forgetRedirects',
    'persistRedirectTimes',
  ],
} as const;

const REDIRECT_STARTED = {
  target: 'awaitingNavigation',
  actions: ['rememberRedirect', 'persistRedirectTimes'],
} as const;

/** "logging in": from asking the identity provider until its answer is completed, including password reset. */
export function loggingInState(s: AuthSetup) {
  return s.createStateConfig({
    entry: ['resetLoginFlow', 'clearSession'],
    initial: 'checkingInteraction',
    after: {
      // A flow still here after 5 minutes is stuck: start again from a clean slate, at most 3 times.
      stuckFlow: [
        {
          guard: 'recoveryLeft',
          target: '#auth.uninitialised',
          actions: ['countRecovery', 'persistRecoveryCount', 'clearAuthStorage', 'redirectHome'],
        },
        {
          target: '#auth.error',
          actions: [
            { type: 'recordError', params: { kind: 'MAX_RETRIES_EXCEEDED' } },
            'clearAuthStorage',
            'alertUser',
          ],
        },
      ],
    },
    states: {
      checkingInteraction: {
        invoke: {
          id: 'checkInteraction',
          src: 'checkInteraction',
          onDone: [{ guard: 'interactionBusy', target: 'waitingForInteraction' }, { target: 'redirecting' }],
          // Not knowing is no reason to give up: the redirect itself reports a conflict.
          onError: { target: 'redirecting' },
        },
      },
      waitingForInteraction: {
        entry: 'countInteractionPoll',
        after: { interactionPoll: { target: 'checkingInteraction' } },
      },
      redirecting: {
        always: REDIRECT_LOOP_STOP,
        invoke: {
          id: 'signinRedirect',
          src: 'signinRedirect',
          onDone: REDIRECT_STARTED,
          onError: [
            { guard: 'interactionConflict', target: 'clearingInteraction', actions: 'recordFailure' },
            {
              guard: { type: 'failureIs', params: { kind: 'INTERACTION_IN_PROGRESS' } },
              target: '#auth.error',
              actions: 'recordFailure',
            },
            { guard: 'failureRetryable', target: 'retryWait', actions: ['recordFailure', 'countRetry'] },
            {
              guard: 'failureExhausted',
              target: '#auth.error',
              actions: ['recordFailure', { type: 'recordError', params: { kind: 'MAX_RETRIES_EXCEEDED' } }],
            },
            { target: '#auth.error', actions: 'recordFailure' },
          ],
        },
      },
      clearingInteraction: {
        after: {
          interactionRetry: {
            target: 'redirecting',
            actions: ['clearInteractionState', 'markInteractionRetried'],
          },
        },
      },
      retryWait: {
        after: { retryBackoff: { target: 'redirecting' } },
      },
      completingRedirect: {
        entry: 'startCompletingRedirect',
        invoke: {
          id: 'completeRedirect',
          src: 'completeRedirect',
          onDone: { target: '#auth.authenticated', actions: 'storeSession' },
          onError: [
            {
              guard: { type: 'failureIs', params: { kind: 'PASSWORD_RESET_REQUIRED' } },
              target: 'resettingPassword',
              actions: 'recordFailure',
            },
            { guard: 'failureNeedsInteraction', target: 'redirecting', actions: 'recordFailure' },
            { target: '#auth.error', actions: 'recordFailure' },
          ],
        },
      },
      resettingPassword: {
        always: REDIRECT_LOOP_STOP,
        invoke: {
          id: 'passwordResetRedirect',
          src: 'passwordResetRedirect',
          onDone: REDIRECT_STARTED,
          onError: { target: '#auth.error', actions: 'recordFailure' },
        },
      },
      // The browser is on its way to the identity provider; nothing more happens on this page.
      awaitingNavigation: {},
    },
  });
}
