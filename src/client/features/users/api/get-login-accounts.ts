import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginAccount } from '../../../../shared/generated/types.gen.ts';
import { peopleRoutes } from '../../../../shared/api/people-routes.ts';
import { callApi } from '../../../lib/api.ts';

/** The cache name the server uses in X-Store-Refresh after people change. */
export const loginAccountsCache = 'loginAccounts';

export type WhoToShow = 'Member' | 'Guest';

/** The members or the guests. */
export async function getLoginAccounts(orgGuid: string, roleName: WhoToShow): Promise<LoginAccount[]> {
  return (await callApi(peopleRoutes.getLoginAccounts, { params: { orgGuid, roleName } })) ?? [];
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
