import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { persistedCacheNames, tenMinutes } from './cache-names.ts';
import { createCachePersister, type KeyValueStorage } from './query-persister.ts';

function memoryStorage(): KeyValueStorage & { keys(): string[] } {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const userInfo = { loginName: 'Ada', orgDict: {} };

function persisterFor(storage: KeyValueStorage) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: tenMinutes } } });
  const persister = createCachePersister({
    queryClient,
    storage,
    cacheNames: persistedCacheNames,
    maxAgeMs: 86_400_000,
  });
  return { queryClient, persister };
}

describe('cache persister', () => {
  it('shows the last user info at once after a reload, without asking the server again while fresh', async () => {
    const storage = memoryStorage();
    const first = persisterFor(storage);
    first.persister.attach('subject-a');
    await first.queryClient.fetchQuery({ queryKey: ['userInfo'], queryFn: async () => userInfo });

    // A new page: a new QueryClient restoring from the same storage.
    const second = persisterFor(storage);
    second.persister.attach('subject-a');
    expect(second.queryClient.getQueryData(['userInfo'])).toEqual(userInfo);
    let calls = 0;
    await second.queryClient.fetchQuery({
      queryKey: ['userInfo'],
      queryFn: async () => (calls++, userInfo),
      staleTime: tenMinutes,
    });
    expect(calls).toBe(0);
  });

  it('reloads restored data older than ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const storage = memoryStorage();
      const first = persisterFor(storage);
      first.persister.attach('subject-a');
      await first.queryClient.fetchQuery({ queryKey: ['userInfo'], queryFn: async () => userInfo });

      vi.setSystemTime(Date.now() + tenMinutes + 1_000);
      const second = persisterFor(storage);
      second.persister.attach('subject-a');
      expect(second.queryClient.getQueryData(['userInfo'])).toEqual(userInfo);
      let calls = 0;
      await second.queryClient.fetchQuery({
        queryKey: ['userInfo'],
        queryFn: async () => (calls++, userInfo),
        staleTime: tenMinutes,
      });
      expect(calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows one person’s cached user info to the next person on the same browser', async () => {
    const storage = memoryStorage();
    const first = persisterFor(storage);
    first.persister.attach('subject-a');
    await first.queryClient.fetchQuery({ queryKey: ['userInfo'], queryFn: async () => userInfo });

    const second = persisterFor(storage);
    second.persister.attach('subject-b');
    expect(second.queryClient.getQueryData(['userInfo'])).toBeUndefined();
  });

  it('keeps only the named caches, and forgets everything on sign-out', async () => {
    const storage = memoryStorage();
    const { queryClient, persister } = persisterFor(storage);
    persister.attach('subject-a');
    await queryClient.fetchQuery({
      queryKey: ['orgInfo', 'org-1'],
      queryFn: async () => ({ customCSS: '' }),
    });
    await queryClient.fetchQuery({
      queryKey: ['complianceStatistics', 'org-1'],
      queryFn: async () => ({ activeItems: 1 }),
    });
    expect(storage.keys()).toEqual(['bt.cache:subject-a:["orgInfo","org-1"]']);

    persister.clear('subject-a');
    expect(storage.keys()).toEqual([]);
  });

  it('forgets a cache the app removes (X-Store-Refresh of an unused cache)', async () => {
    const storage = memoryStorage();
    const { queryClient, persister } = persisterFor(storage);
    persister.attach('subject-a');
    await queryClient.fetchQuery({ queryKey: ['entityDefinitions', 'org-1'], queryFn: async () => [] });
    queryClient.removeQueries({ queryKey: ['entityDefinitions'] });
    expect(storage.keys()).toEqual([]);
  });
});
