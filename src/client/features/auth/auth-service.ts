import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { AUTH_TIMING } from '../../../shared/auth/auth-timing.ts';
import { createAuthMachine, type AuthMachine } from '../../../shared/machines/auth.machine.ts';
import { queryClient } from '../../lib/query-client.ts';
import { authConfigQueryOptions } from './api/get-auth-config.ts';
import {
  clearAuthStorage,
  interactionMarker,
  persistRecoveryCount,
  persistRedirectTimes,
  readAuthInput,
} from './auth-storage.ts';
import { createOidcServices } from './oidc-services.ts';
import { storedSession } from './stored-session.ts';

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

// Set by the app once the router exists; the machine sends people to /landing through it.
let goToLanding: () => void = () => window.location.assign('/landing');

const services = createOidcServices({
  loadConfig: () => queryClient.fetchQuery(authConfigQueryOptions()),
  loadLibrary: () => import('./oidc-library.ts'),
  storedSession: (config) => storedSession(window.sessionStorage, config, Date.now()),
  now: () => Date.now(),
});

/** The one sign-in flow of this page: the shared auth machine with oidc-client-ts calls and browser effects. */
export const authActor = createActor(
  createAuthMachine({
    now: () => Date.now(),
    random: () => Math.random(),
    services,
    effects: {
      clearAuthStorage,
      clearInteractionState: () => {
        interactionMarker.clear();
        void services.userManager()?.clearStaleState();
      },
      redirectHome: () => window.location.assign('/'),
      goToLanding: () => goToLanding(),
      alertUser: (message) => window.alert(message),
      persistRecoveryCount,
      persistRedirectTimes,
    },
  }),
  { input: readAuthInput() },
);

/** Starts the flow once per page; `landing` navigates in-app to /landing. */
export function startAuth(landing: () => void): void {
  goToLanding = landing;
  authActor.start();
  authActor.send({ type: 'auth.initialise' });
}

/** Setup and redirect completion are over: the answer to "is someone signed in?" is known. */
export function isSettled(snapshot: AuthSnapshot): boolean {
  return !(
    snapshot.matches('uninitialised') ||
    snapshot.matches('initialising') ||
    snapshot.matches({ loggingIn: 'completingRedirect' })
  );
}

export function whenSettled(): Promise<AuthSnapshot> {
  return waitFor(authActor, isSettled, { timeout: 60_000 });
}

export function isAuthenticated(snapshot: AuthSnapshot = authActor.getSnapshot()): boolean {
  return snapshot.matches('authenticated') && snapshot.context.session !== null;
}

export function signIn(source: 'user' | 'route' = 'user'): void {
  authActor.send({ type: 'auth.login', source });
}

export function signOut(): void {
  authActor.send({ type: 'auth.logout' });
}

/** Completes the identity provider's answer found in the URL; resolves once it succeeded or failed. */
export async function completeSignInRedirect(): Promise<boolean> {
  authActor.send({ type: 'auth.redirectDetected' });
  return isAuthenticated(await whenSettled());
}

const usableMs = 30_000;
const renewMs = AUTH_TIMING.tokenRenewalOffsetSeconds * 1000;

/**
 * The access token for API calls. A token close to expiry is renewed through the machine (which spaces and
 * retries requests); it is waited for only when the current one is about to become useless.
 */
export async function getAccessToken(): Promise<string | null> {
  let snapshot = authActor.getSnapshot();
  if (!isSettled(snapshot)) snapshot = await whenSettled();
  const session = snapshot.context.session;
  if (!isAuthenticated(snapshot) || !session) return null;
  const left = session.expiresAt - Date.now();
  if (left > renewMs) return session.accessToken;
  authActor.send({ type: 'auth.tokenRequested' });
  if (left > usableMs) return session.accessToken;
  const renewed = await waitFor(
    authActor,
    (s) => !s.matches('authenticated') || (s.context.session?.expiresAt ?? 0) - Date.now() > usableMs,
    { timeout: 35_000 },
  ).catch(() => authActor.getSnapshot());
  return isAuthenticated(renewed) ? (renewed.context.session?.accessToken ?? null) : null;
}
