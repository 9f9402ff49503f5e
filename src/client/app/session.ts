import { persistedCacheNames } from '../lib/cache-names.ts';
import { registerAuthHooks } from '../lib/auth-hooks.ts';
import { queryClient } from '../lib/query-client.ts';
import { createSubjectCaches } from '../lib/subject-caches.ts';
import {
  authActor,
  getAccessToken,
  isAuthenticated,
  signIn,
  startAuth,
} from '../features/auth/auth-service.ts';

const oneDay = 24 * 60 * 60 * 1000;

/**
 * Connects sign-in to the rest of the app: API calls get the token, the Unauthorized toast's Login link
 * signs in, and the stored caches belong to the signed-in subject (restored on sign-in, erased on sign-out).
 */
export function startSession(goToLanding: () => void): void {
  registerAuthHooks({ getAccessToken, login: () => signIn('user') });

  const caches = createSubjectCaches({
    queryClient,
    storage: window.localStorage,
    cacheNames: persistedCacheNames,
    maxAgeMs: oneDay,
  });
  // Subscribed before the auth flow starts, so the saved caches are restored (a microtask after sign-in)
  // before the route guard, which waits for the same sign-in, asks for user info.
  authActor.subscribe((snapshot) => {
    const subject = isAuthenticated(snapshot) ? snapshot.context.session?.subject : undefined;
    if (subject) void caches.signedIn(subject);
    else if (snapshot.matches('loggedOut')) caches.signedOut();
  });

  startAuth(goToLanding);
}
