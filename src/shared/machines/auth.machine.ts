import { not } from 'xstate';
import { authSetup, initialAuthContext } from './auth/auth-setup.ts';
import type { AuthEnvironment } from './auth/auth-types.ts';
import { authenticatedState } from './auth/authenticated.state.ts';
import { initialisingState } from './auth/initialising.state.ts';
import { loggingInState } from './auth/logging-in.state.ts';
import { signedOutTransitions } from './auth/signed-out.transitions.ts';

export type {
  AuthContext,
  AuthEffects,
  AuthEnvironment,
  AuthEvent,
  AuthInput,
  AuthServices,
  AuthSession,
} from './auth/auth-types.ts';
export { STUCK_FLOW_ALERT } from './auth/auth-setup.ts';

/**
 * The sign-in flow (platform spec sections 4 and 9). The host passes its clock, random source, identity-client
 * calls and browser effects; tests swap any named actor or action with `.provide()`.
 */
export function createAuthMachine(env: AuthEnvironment) {
  const s = authSetup(env);
  const signedOut = signedOutTransitions(s);
  return s.createMachine({
    id: 'auth',
    context: ({ input }) => initialAuthContext(input),
    initial: 'uninitialised',
    states: {
      uninitialised: {
        on: { ...signedOut, 'auth.initialise': { target: 'initialising' } },
      },
      initialising: initialisingState(s),
      initialised: { on: signedOut },
      loggingIn: loggingInState(s),
      authenticated: authenticatedState(s),
      error: {
        entry: 'clearSession',
        on: {
          ...signedOut,
          'auth.login': [
            // Trying again cannot help while settings are missing.
            { guard: 'configurationBroken' },
            ...signedOut['auth.login'],
          ],
          'auth.initialise': { guard: not('clientReady'), target: 'initialising' },
        },
      },
      loggedOut: {
        entry: 'clearSession',
        invoke: {
          id: 'signoutRedirect',
          src: 'signoutRedirect',
          // The local session is gone either way; the failure is only logged.
          onError: { actions: 'recordFailure' },
        },
        on: signedOut,
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
