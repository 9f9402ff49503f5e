import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginAccount } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';

/** The cache name the server uses in X-Store-Refresh after people change. */
export const loginAccountsCache = 'loginAccounts';

export type WhoToShow = 'Member' | 'Guest';

/** GET /api/LoginAccountManagement/{orgGuid}/{roleName}/GetLoginAccounts: the members or the guests. */
export async function getLoginAccounts(orgGuid: string, roleName: WhoToShow): Promise<LoginAccount[]> {
  const path = `/api/LoginAccountManagement/${encodeURIComponent(orgGuid)}/${roleName}/GetLoginAccounts`;
  return (await api.get<LoginAccount[] | undefined>(path)) ?? [];
}

export function loginAccountsQueryOptions(orgGuid: string, roleName: WhoToShow) {
  return queryOptions({
    queryKey: [loginAccountsCache, orgGuid, roleName],
    queryFn: () => getLoginAccounts(orgGuid, roleName),
  });
}

export function useLoginAccounts(orgGuid: string | undefined, roleName: WhoToShow) {
  return useQuery({ ...loginAccountsQueryOptions(orgGuid ?? '', roleName), enabled: Boolean(orgGuid) });
}
