import { queryOptions, useQuery } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { GetAllFormResponsesResponse } from '../../../../shared/generated/types.gen.ts';

/** The form's responses, most recently changed first. */
export async function getAllFormResponses(formGuid: string): Promise<GetAllFormResponsesResponse> {
  return callApi(formRoutes.getAllFormResponses, { params: { formDefinitionGuid: formGuid } });
}

export function allFormResponsesQueryOptions(formGuid: string) {
  return queryOptions({
    queryKey: ['formResponses', 'all', formGuid],
    queryFn: () => getAllFormResponses(formGuid),
    staleTime: 0,
  });
}

export function useAllFormResponses(formGuid: string) {
  return useQuery(allFormResponsesQueryOptions(formGuid));
}
