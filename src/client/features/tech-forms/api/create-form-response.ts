import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CreateFormResponseQuery, FormResponse } from '../../../../shared/generated/types.gen.ts';
import { allFormResponsesQueryOptions } from './get-all-form-responses.ts';

/** POST /api/mwforms/{formDefinitionGuid}/CreateFormResponse?orgGuid&userGuid: a new, empty response. */
export async function createFormResponse(
  formGuid: string,
  query: CreateFormResponseQuery,
): Promise<FormResponse> {
  return api.post<FormResponse>(
    `/api/mwforms/${encodeURIComponent(formGuid)}/CreateFormResponse`,
    undefined,
    {
      query: { orgGuid: query.orgGuid, userGuid: query.userGuid },
    },
  );
}

export function useCreateFormResponse(formGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CreateFormResponseQuery) => createFormResponse(formGuid, query),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: allFormResponsesQueryOptions(formGuid).queryKey }),
  });
}
