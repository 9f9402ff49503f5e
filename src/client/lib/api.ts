import { createApiClient } from './api-client.ts';
import { authHooks } from './auth-hooks.ts';
import { offlineStore } from './offline-store.ts';
import { queryClient, refreshStores } from './query-client.ts';
import { showFailure } from './show-failure.ts';

/** The app's api-client; feature api files call it. */
export const api = createApiClient({
  // Bound late so tests and the browser's own fetch (replaced by nothing here) stay interchangeable.
  fetch: (input, init) => fetch(input, init),
  getAccessToken: () => authHooks.getAccessToken(),
  isOffline: () => offlineStore.get().offline,
  refreshStores: (names) => refreshStores(queryClient, names),
  onFailure: (error, request) => showFailure(error, request),
});
