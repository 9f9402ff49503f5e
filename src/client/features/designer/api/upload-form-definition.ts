import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import type { FormDefinition } from '../../../../shared/generated/types.gen.ts';
import { callApi } from '../../../lib/api.ts';
import { formDefinitionQueryOptions } from '../../tech-forms/api/get-form-definition.ts';

export interface FormUpload {
  orgGuid: string;
  /** The form the upload replaces; left out, the JSON's own guid or a new one. */
  formDefinitionGuid?: string;
  json: string;
}

/** POST /api/FormDefinition: the server reads, checks and stores the uploaded form and answers with it. */
export function uploadFormDefinition({
  orgGuid,
  formDefinitionGuid,
  json,
}: FormUpload): Promise<FormDefinition> {
  return callApi(
    formRoutes.uploadFormDefinition,
    {
      query: formDefinitionGuid ? { orgGuid, formDefinitionGuid } : { orgGuid },
      body: new Blob([json], { type: 'text/plain' }),
    },
    // The dialog shows why an upload was refused beside the text, where it can be fixed.
    { quiet: true },
  );
}

export function useUploadFormDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFormDefinition,
    onSuccess: (stored) => {
      queryClient.setQueryData(formDefinitionQueryOptions(stored.guid).queryKey, stored);
      void queryClient.invalidateQueries({ queryKey: ['formDefinitions'], exact: false });
    },
  });
}
