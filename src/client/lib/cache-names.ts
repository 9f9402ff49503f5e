/*
 * Names of the client caches. Each is the first element of its query keys, so the server's
 * X-Store-Refresh header ("userInfo,orgInfo") can name them and the api-client drops every query under it.
 */
export const cacheNames = {
  userInfo: 'userInfo',
  orgInfo: 'orgInfo',
  entityDefinitions: 'entityDefinitions',
  orgList: 'orgList',
  complianceStatistics: 'complianceStatistics',
} as const;

export type CacheName = (typeof cacheNames)[keyof typeof cacheNames];

/** Spec 9: user-info, organisation-info, entity-definition and organisation-list caches last 10 minutes. */
export const tenMinutes = 10 * 60 * 1000;

/** The caches also kept in browser storage, so a reload shows the last known values at once (spec 9). */
export const persistedCacheNames: readonly CacheName[] = [
  cacheNames.userInfo,
  cacheNames.orgInfo,
  cacheNames.entityDefinitions,
];

/** Reads an X-Store-Refresh header value ("a, b") into cache names; unknown names are kept (harmless). */
export function parseStoreRefresh(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
