import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { GetAllFormResponsesResponse } from '../../../../shared/generated/types.gen.ts';

/** GET /api/mwforms/{formDefinitionGuid}/GetAllFormResponses: the form's responses, most recently changed first. */
export async function getAllFormResponses(formGuid: string): Promise<GetAllFormResponsesResponse> {
  return api.get<GetAllFormResponsesResponse>(
    `/api/mwforms/${encodeURIComponent(formGuid)}/GetAllFormResponses`,
  );
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
