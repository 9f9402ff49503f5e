import { persistedCacheNames } from '../lib/cache-names.ts';
import { registerAuthHooks } from '../lib/auth-hooks.ts';
import { createCachePersister } from '../lib/query-persister.ts';
import { queryClient } from '../lib/query-client.ts';
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

  const persister = createCachePersister({
    queryClient,
    storage: window.localStorage,
    cacheNames: persistedCacheNames,
    maxAgeMs: oneDay,
  });
  let scope: string | undefined;
  authActor.subscribe((snapshot) => {
    const subject = isAuthenticated(snapshot) ? snapshot.context.session?.subject : undefined;
    if (subject && subject !== scope) {
      scope = subject;
      persister.attach(subject);
    } else if (scope && snapshot.matches('loggedOut')) {
      persister.detach();
      persister.clear(scope);
      queryClient.clear();
      scope = undefined;
    }
  });

  startAuth(goToLanding);
}
