import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetOrgGroupsInfoResponse } from '../../../../shared/generated/types.gen.ts';
import { peopleRoutes } from '../../../../shared/api/people-routes.ts';
import { callApi } from '../../../lib/api.ts';

/** The cache name the server uses in X-Store-Refresh after a group changes. */
export const orgGroupsCache = 'orgGroups';

/** The groups with their entities, and all entities to pick from. */
export async function getOrgGroupsInfo(orgGuid: string): Promise<GetOrgGroupsInfoResponse> {
  // Read defensively: an empty answer still gives the page two lists to show.
  const answer: Partial<GetOrgGroupsInfoResponse> | undefined = await callApi(peopleRoutes.getOrgGroupsInfo, {
    params: { orgGuid },
  });
  return { orgGroups: answer?.orgGroups ?? [], entities: answer?.entities ?? [] };
}

export function orgGroupsInfoQueryOptions(orgGuid: string) {
  return queryOptions({ queryKey: [orgGroupsCache, orgGuid], queryFn: () => getOrgGroupsInfo(orgGuid) });
}

export function useOrgGroupsInfo(orgGuid: string | undefined) {
  return useQuery({ ...orgGroupsInfoQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });
}
