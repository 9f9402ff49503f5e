import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetOrgGroupsInfoResponse } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';

/** The cache name the server uses in X-Store-Refresh after a group changes. */
export const orgGroupsCache = 'orgGroups';

/** GET /api/OrgGroup/{orgGuid}/GetOrgGroupsInfo: the groups with their entities, and all entities to pick from. */
export async function getOrgGroupsInfo(orgGuid: string): Promise<GetOrgGroupsInfoResponse> {
  const answer = await api.get<Partial<GetOrgGroupsInfoResponse> | undefined>(
    `/api/OrgGroup/${encodeURIComponent(orgGuid)}/GetOrgGroupsInfo`,
  );
  return { orgGroups: answer?.orgGroups ?? [], entities: answer?.entities ?? [] };
}

export function orgGroupsInfoQueryOptions(orgGuid: string) {
  return queryOptions({ queryKey: [orgGroupsCache, orgGuid], queryFn: () => getOrgGroupsInfo(orgGuid) });
}

export function useOrgGroupsInfo(orgGuid: string | undefined) {
  return useQuery({ ...orgGroupsInfoQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });
}
