import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import type { FormDefinition } from '../../../../shared/generated/types.gen.ts';
import { callApi } from '../../../lib/api.ts';
import { formDefinitionQueryOptions } from '../../tech-forms/api/get-form-definition.ts';

/** UpdateFormDefinition: the server checks the whole form and answers with the stored one. */
export async function updateFormDefinition(form: FormDefinition): Promise<FormDefinition> {
  return callApi(formRoutes.updateFormDefinition, { params: { formDefinitionGuid: form.guid }, body: form });
}

export function useUpdateFormDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormDefinition,
    onSuccess: (stored) => {
      queryClient.setQueryData(formDefinitionQueryOptions(stored.guid).queryKey, stored);
      void queryClient.invalidateQueries({
        queryKey: ['formDefinitions'],
        exact: false,
        refetchType: 'none',
      });
    },
  });
}
