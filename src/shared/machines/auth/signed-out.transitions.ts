import { and } from 'xstate';
import type { AuthSetup } from './auth-setup.ts';

/**
 * Login and redirect handling shared by the states where nobody is signed in and nothing is running
 * (uninitialised, initialised, logged out, error). Without a ready identity client, setup runs first.
 */
export function signedOutTransitions(s: AuthSetup) {
  return s.createStateConfig({
    on: {
      'auth.login': [
        { guard: 'loginGoesToLanding', actions: 'goToLanding' },
        { guard: and(['loginStarts', 'clientReady']), target: '#auth.loggingIn', actions: 'beginLogin' },
        { guard: 'loginStarts', target: '#auth.initialising', actions: ['beginLogin', 'queueLogin'] },
      ],
      'auth.redirectDetected': [
        { guard: 'clientReady', target: '#auth.loggingIn.completingRedirect' },
        { target: '#auth.initialising', actions: 'markRedirectPending' },
      ],
    },
  }).on;
}
