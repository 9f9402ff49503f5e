import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationInfo } from '../../../../shared/generated/types.gen.ts';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { cacheNames } from '../../../lib/cache-names.ts';

/** The organisation's logo, groups, workflow and entity definitions and custom CSS. */
export async function getOrgInfo(orgGuid: string): Promise<OrganisationInfo> {
  return callApi(orgRoutes.getOrgInfo, { params: { orgGuid } });
}

export function orgInfoQueryOptions(orgGuid: string) {
  return queryOptions({
    queryKey: [cacheNames.orgInfo, orgGuid],
    queryFn: () => getOrgInfo(orgGuid),
  });
}

/** The organisation info of `orgGuid`; nothing loads until there is an organisation. */
export function useOrgInfo(orgGuid: string | undefined) {
  return useQuery({ ...orgInfoQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });
}
