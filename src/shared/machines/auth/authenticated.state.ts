import type { AuthSetup } from './auth-setup.ts';

const MAX_RETRIES = { type: 'recordError', params: { kind: 'MAX_RETRIES_EXCEEDED' } } as const;

/** "authenticated": a session exists; access tokens are renewed on request, spaced and retried. */
export function authenticatedState(s: AuthSetup) {
  return s.createStateConfig({
    // Signing in worked, so earlier stuck-flow recoveries no longer count.
    entry: ['resetRecovery', 'persistRecoveryCount'],
    initial: 'idle',
    on: { 'auth.logout': { target: '#auth.loggedOut' } },
    states: {
      idle: {
        on: {
          'auth.tokenRequested': [
            { guard: 'tokenFresh' },
            { guard: 'tokenSpacingElapsed', target: 'acquiring', actions: 'resetAttempts' },
            { target: 'spacing', actions: 'resetAttempts' },
          ],
        },
      },
      // Requests arriving meanwhile are answered by the one in progress.
      spacing: {
        after: { tokenSpacing: { target: 'acquiring' } },
      },
      acquiring: {
        entry: 'markTokenRequest',
        invoke: {
          id: 'acquireTokenSilently',
          src: 'acquireTokenSilently',
          onDone: { target: 'idle', actions: 'storeSession' },
          onError: [
            { guard: 'failureNeedsInteraction', target: '#auth.loggingIn', actions: 'recordFailure' },
            { guard: 'failureRetryable', target: 'retryWait', actions: ['recordFailure', 'countRetry'] },
            { guard: 'failureExhausted', target: '#auth.error', actions: ['recordFailure', MAX_RETRIES] },
            { target: '#auth.error', actions: 'recordFailure' },
          ],
        },
        after: {
          tokenTimeout: [
            {
              guard: 'retriesLeft',
              target: 'retryWait',
              actions: [
                {
                  type: 'recordError',
                  params: { kind: 'TOKEN_ACQUISITION_FAILED', message: 'Token request timed out' },
                },
                'countRetry',
              ],
            },
            {
              target: '#auth.error',
              actions: [{ type: 'recordError', params: { kind: 'TOKEN_ACQUISITION_FAILED' } }, MAX_RETRIES],
            },
          ],
        },
      },
      retryWait: {
        after: { retryBackoff: { target: 'acquiring' } },
      },
    },
  });
}
