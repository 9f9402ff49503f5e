import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshStores } from './query-client.ts';

describe('refreshStores (X-Store-Refresh)', () => {
  it('reloads a cache on screen at once and drops one that is not, leaving other caches alone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let userInfoLoads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['userInfo'],
      queryFn: async () => ({ load: ++userInfoLoads }),
    });
    const stop = observer.subscribe(() => undefined);
    await queryClient.fetchQuery({
      queryKey: ['userInfo'],
      queryFn: async () => ({ load: ++userInfoLoads }),
    });
    await queryClient.fetchQuery({ queryKey: ['orgInfo', 'org-1'], queryFn: async () => ({}) });
    await queryClient.fetchQuery({ queryKey: ['orgList'], queryFn: async () => [] });
    const loadsBefore = userInfoLoads;

    refreshStores(queryClient, ['userInfo', 'orgInfo']);
    await queryClient.getQueryCache().find({ queryKey: ['userInfo'] })?.promise;

    expect(userInfoLoads).toBe(loadsBefore + 1);
    expect(queryClient.getQueryData(['orgInfo', 'org-1'])).toBeUndefined();
    expect(queryClient.getQueryData(['orgList'])).toEqual([]);
    stop();
  });
});
