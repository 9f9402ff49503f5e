import { queryOptions, useQuery } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { FormDefinition } from '../../../../shared/generated/types.gen.ts';

/** The form with its elements and rules. */
export async function getFormDefinition(formGuid: string): Promise<FormDefinition> {
  return callApi(formRoutes.getFormDefinition, { params: { formDefinitionGuid: formGuid } });
}

export function formDefinitionQueryOptions(formGuid: string) {
  return queryOptions({
    queryKey: ['formDefinitions', 'one', formGuid],
    queryFn: () => getFormDefinition(formGuid),
    // A new definition object would restart the renderer's session, so it is not refetched behind the user's back.
    refetchOnWindowFocus: false,
  });
}

export function useFormDefinition(formGuid: string) {
  return useQuery(formDefinitionQueryOptions(formGuid));
}
