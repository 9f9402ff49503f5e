import { createApiClient } from './api-client.ts';
import { authHooks } from './auth-hooks.ts';
import { createRouteCaller } from './call-route.ts';
import { offlineStore, setServerOffline } from './offline-store.ts';
import { queryClient, refreshStores } from './query-client.ts';
import { showFailure } from './show-failure.ts';
import { tabConnectionIds } from './realtime/tab-connections.ts';

const api = createApiClient({
  // Bound late so tests and the browser's own fetch (replaced by nothing here) stay interchangeable.
  fetch: (input, init) => fetch(input, init),
  getAccessToken: () => authHooks.getAccessToken(),
  isOffline: () => offlineStore.get().offline,
  onServerOffline: () => setServerOffline(),
  refreshStores: (names) => refreshStores(queryClient, names),
  onFailure: (error, request) => showFailure(error, request),
  writerConnections: tabConnectionIds,
});

/**
 * The app's way to call the API: a route of the table in `src/shared/api/` on the app's api-client, e.g.
 * `callApi(orgRoutes.getOrgInfo, { params: { orgGuid } })`.
 */
export const callApi = createRouteCaller(api);
