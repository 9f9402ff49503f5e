import { QueryClient } from '@tanstack/react-query';
import { tenMinutes } from './cache-names.ts';

/**
 * One QueryClient for the app. Failures are already shown by the api-client, so a retry would show the
 * same toast again: queries do not retry, and do not refetch on window focus (spec 9: caches live 10 minutes).
 */
function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: tenMinutes, gcTime: 2 * tenMinutes, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Drops the named caches after the server changed them (X-Store-Refresh): queries on screen reload at once,
 * the others are removed (and so forgotten by browser storage) and load fresh when next needed.
 */
export function refreshStores(queryClient: QueryClient, names: string[]): void {
  for (const name of names) {
    queryClient.removeQueries({ queryKey: [name], type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: [name] });
  }
}

/** The app's client; the router context and the api-client's cache refresh both use this one. */
export const queryClient = createAppQueryClient();
