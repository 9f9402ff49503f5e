import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { ComplianceStatistics } from '../../../lib/api-types.ts';
import { cacheNames } from '../../../lib/cache-names.ts';

/** The Item Status counts of the main dashboard. */
export async function getComplianceItemStatistics(orgGuid: string): Promise<ComplianceStatistics> {
  return callApi(sessionRoutes.getComplianceItemStatistics, { query: { orgGuid } });
}

export function complianceStatisticsQueryOptions(orgGuid: string) {
  return queryOptions({
    queryKey: [cacheNames.complianceStatistics, orgGuid],
    queryFn: () => getComplianceItemStatistics(orgGuid),
    // Counts change whenever setup staff edit items; show the stored ones but look again each visit.
    staleTime: 0,
  });
}

export function useComplianceStatistics(orgGuid: string | undefined) {
  return useQuery({
    ...complianceStatisticsQueryOptions(orgGuid ?? ''),
    enabled: Boolean(orgGuid),
  });
}
