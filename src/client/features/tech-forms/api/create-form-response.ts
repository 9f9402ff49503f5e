import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { CreateFormResponseQuery, FormResponse } from '../../../../shared/generated/types.gen.ts';
import { allFormResponsesQueryOptions } from './get-all-form-responses.ts';

/** A new, empty response of the form, for `query.userGuid` (the caller when left out). */
export async function createFormResponse(
  formGuid: string,
  query: CreateFormResponseQuery,
): Promise<FormResponse> {
  return callApi(formRoutes.createFormResponse, {
    params: { formDefinitionGuid: formGuid },
    query: { orgGuid: query.orgGuid, userGuid: query.userGuid },
  });
}

export function useCreateFormResponse(formGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CreateFormResponseQuery) => createFormResponse(formGuid, query),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: allFormResponsesQueryOptions(formGuid).queryKey }),
  });
}
