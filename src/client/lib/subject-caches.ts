import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';

/** The part of the Web Storage API the caches need. */
type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SubjectCachesOptions {
  queryClient: QueryClient;
  storage: CacheStorage;
  /** First elements of the query keys worth keeping. */
  cacheNames: readonly string[];
  /**
   * A saved copy older than this is dropped instead of restored, and data older than this is not saved.
   * Younger data is restored with its original timestamp, so the query's staleTime decides whether it reloads.
   */
  maxAgeMs: number;
}

export interface SubjectCaches {
  /** Restores the subject's saved caches and from now on saves their changes; resolves once restored. */
  signedIn(subject: string): Promise<void>;
  /** Stops saving, erases what was saved for the subject who was signed in, and empties the client. */
  signedOut(): void;
}

// Raise when the shape of a kept cache changes, so copies saved by an older app are dropped, not shown.
const cacheFormat = '1';

/** The storage item holding one subject's caches. */
const cacheStorageKey = (subject: string) => `bt.cache:${subject}`;

/**
 * Keeps chosen queries in browser storage under the signed-in subject, so a reload shows the last known
 * values at once, and one person's cached data is never shown to the next person using the same browser.
 */
export function createSubjectCaches(options: SubjectCachesOptions): SubjectCaches {
  const { queryClient, cacheNames, maxAgeMs } = options;
  let current: { subject: string; stop: () => void } | undefined;

  const isKept = (query: Query) =>
    defaultShouldDehydrateQuery(query) &&
    typeof query.queryKey[0] === 'string' &&
    cacheNames.includes(query.queryKey[0]) &&
    Date.now() - query.state.dataUpdatedAt <= maxAgeMs;

  const stop = () => {
    current?.stop();
    current = undefined;
  };

  return {
    signedIn(subject) {
      if (current?.subject === subject) return Promise.resolve();
      const someoneElse = current !== undefined;
      stop();
      // Whatever the client holds was loaded for the previous person.
      if (someoneElse) queryClient.clear();
      const storage = closableStorage(options.storage);
      const [unsubscribe, restored] = persistQueryClient({
        queryClient,
        persister: createSyncStoragePersister({ storage, key: cacheStorageKey(subject) }),
        // Changing which caches are kept drops the copies saved under the old choice.
        buster: [cacheFormat, ...cacheNames].join(','),
        maxAge: maxAgeMs,
        dehydrateOptions: { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false },
      });
      current = {
        subject,
        stop: () => {
          unsubscribe();
          storage.close();
        },
      };
      // A damaged copy is erased by the restore; this page then goes on without saving, the next starts clean.
      return restored.catch(() => undefined);
    },
    signedOut() {
      if (!current) return;
      const { subject } = current;
      stop();
      options.storage.removeItem(cacheStorageKey(subject));
      queryClient.clear();
    },
  };
}

/**
 * The persister delays (throttles) its saves; once closed, a save still waiting is dropped so it cannot
 * write a signed-out person's data back.
 */
function closableStorage(storage: CacheStorage): CacheStorage & { close(): void } {
  let open = true;
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (open) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
    close: () => {
      open = false;
    },
  };
}
