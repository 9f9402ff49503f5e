import type { AuthSetup } from './auth-setup.ts';

/** "initialising": the identity client is being set up; callers that also want it set up wait here. */
export function initialisingState(s: AuthSetup) {
  return s.createStateConfig({
    invoke: {
      id: 'initialiseClient',
      src: 'initialiseClient',
      onDone: [
        // The identity provider's answer in the URL comes first: it is the sign-in the user just made.
        {
          guard: 'redirectPending',
          target: '#auth.loggingIn.completingRedirect',
          actions: 'markClientReady',
        },
        {
          guard: 'sessionFound',
          target: '#auth.authenticated',
          actions: ['markClientReady', 'storeSession'],
        },
        { guard: 'loginQueued', target: '#auth.loggingIn', actions: 'markClientReady' },
        { target: '#auth.initialised', actions: 'markClientReady' },
      ],
      onError: { target: '#auth.error', actions: 'recordFailure' },
    },
    after: {
      initialisationWait: {
        target: '#auth.error',
        actions: {
          type: 'recordError',
          params: { kind: 'INITIALIZATION_FAILED', message: 'Sign-in setup did not finish in time' },
        },
      },
    },
    on: {
      // A second request to initialise simply waits for this one.
      'auth.login': [
        { guard: 'loginGoesToLanding', actions: 'goToLanding' },
        { guard: 'loginStarts', actions: ['beginLogin', 'queueLogin'] },
      ],
      'auth.redirectDetected': { actions: 'markRedirectPending' },
    },
  });
}
