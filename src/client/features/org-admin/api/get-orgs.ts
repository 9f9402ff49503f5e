import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../shared/generated/types.gen.ts';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { cacheNames, tenMinutes } from '../../../lib/cache-names.ts';

/** The caller's organisations (all of them for a super admin), with My Roles. */
export async function getOrgs(): Promise<Org[]> {
  return callApi(orgRoutes.getOrgs);
}

/** Spec 9: the list is reloaded after 10 minutes, also while on screen, or on demand (refetch). */
export function orgListQueryOptions() {
  return queryOptions({ queryKey: [cacheNames.orgList], queryFn: getOrgs, refetchInterval: tenMinutes });
}

export function useOrgs() {
  return useQuery(orgListQueryOptions());
}
