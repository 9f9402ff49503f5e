import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The part of the Web Storage API the persister needs, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface PersistedEntry {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

export interface CachePersisterOptions {
  queryClient: QueryClient;
  storage: KeyValueStorage;
  /** First elements of the query keys worth keeping. */
  cacheNames: readonly string[];
  /** Entries older than this are not restored at all (they are still reloaded when merely stale). */
  maxAgeMs: number;
  prefix?: string;
  now?: () => number;
}

export interface CachePersister {
  /** Restores the scope's saved queries into the client and from now on saves their changes. */
  attach(scope: string): void;
  /** Stops saving; what is saved stays. */
  detach(): void;
  /** Forgets everything saved for a scope (sign-out). */
  clear(scope: string): void;
}

/**
 * Keeps chosen queries in browser storage, one item per query, under a scope (the signed-in subject) so
 * one person's cached user info is never shown to the next person using the same browser. Restored data
 * keeps its original timestamp: the query's staleTime decides whether it is reloaded.
 */
export function createCachePersister(options: CachePersisterOptions): CachePersister {
  const { queryClient, storage, cacheNames, maxAgeMs, prefix = 'bt.cache', now = Date.now } = options;
  let unsubscribe: (() => void) | undefined;

  const scopePrefix = (scope: string) => `${prefix}:${scope}:`;
  const isPersisted = (queryKey: QueryKey) =>
    typeof queryKey[0] === 'string' && cacheNames.includes(queryKey[0]);

  const keysOf = (scope: string): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(scopePrefix(scope))) keys.push(key);
    }
    return keys;
  };

  const restore = (scope: string) => {
    for (const key of keysOf(scope)) {
      const entry = read(storage, key);
      if (!entry || now() - entry.updatedAt > maxAgeMs || !isPersisted(entry.queryKey)) {
        storage.removeItem(key);
        continue;
      }
      const existing = queryClient.getQueryState(entry.queryKey);
      // Never overwrite something fetched in this page's lifetime with an older copy.
      if (existing && existing.dataUpdatedAt >= entry.updatedAt) continue;
      queryClient.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
    }
  };

  return {
    attach(scope) {
      unsubscribe?.();
      restore(scope);
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        const { queryKey } = event.query;
        if (!isPersisted(queryKey)) return;
        const key = scopePrefix(scope) + JSON.stringify(queryKey);
        if (event.type === 'removed') {
          storage.removeItem(key);
        } else if (event.type === 'updated' && event.action.type === 'success') {
          const { data, dataUpdatedAt } = event.query.state;
          write(storage, key, { queryKey, data, updatedAt: dataUpdatedAt });
        }
      });
    },
    detach() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear(scope) {
      for (const key of keysOf(scope)) storage.removeItem(key);
    },
  };
}

function read(storage: KeyValueStorage, key: string): PersistedEntry | undefined {
  try {
    const raw = storage.getItem(key);
    const entry = raw ? (JSON.parse(raw) as PersistedEntry) : undefined;
    return entry && Array.isArray(entry.queryKey) && typeof entry.updatedAt === 'number' ? entry : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: KeyValueStorage, key: string, entry: PersistedEntry): void {
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled (private mode): the cache is only a speed-up, the app works without it.
  }
}
