import { queryOptions, useQuery } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { FormResponse } from '../../../../shared/generated/types.gen.ts';

/** The response with every answer. */
export async function getResponse(
  formGuid: string,
  orgGuid: string,
  responseGuid: string,
): Promise<FormResponse> {
  return callApi(formRoutes.getResponse, { params: { formDefinitionGuid: formGuid, orgGuid, responseGuid } });
}

export function responseQueryOptions(formGuid: string, orgGuid: string, responseGuid: string) {
  return queryOptions({
    queryKey: ['formResponses', 'one', formGuid, orgGuid, responseGuid],
    queryFn: () => getResponse(formGuid, orgGuid, responseGuid),
    // The renderer keeps the answers live itself; a refetch would restart it and drop what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

export function useResponse(formGuid: string, orgGuid: string | undefined, responseGuid: string) {
  return useQuery({
    ...responseQueryOptions(formGuid, orgGuid ?? '', responseGuid),
    enabled: Boolean(orgGuid),
  });
}
