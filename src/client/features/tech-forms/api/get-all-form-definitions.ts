import { queryOptions, useQuery } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { GetAllFormDefinitionsResponse } from '../../../../shared/generated/types.gen.ts';

export type FormDefinitionListItem = GetAllFormDefinitionsResponse[number];

/** Every form line, ordered by name (a super admin may omit orgGuid). */
export async function getAllFormDefinitions(orgGuid?: string): Promise<GetAllFormDefinitionsResponse> {
  return callApi(formRoutes.getAllFormDefinitions, { query: { orgGuid } });
}

export function allFormDefinitionsQueryOptions(orgGuid?: string) {
  return queryOptions({
    queryKey: ['formDefinitions', 'all', orgGuid ?? null],
    queryFn: () => getAllFormDefinitions(orgGuid),
    // Designers change forms at any time; the raw list is for checking what is there now.
    staleTime: 0,
  });
}

export function useAllFormDefinitions(orgGuid?: string) {
  return useQuery(allFormDefinitionsQueryOptions(orgGuid));
}
