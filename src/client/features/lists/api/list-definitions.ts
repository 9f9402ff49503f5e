import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListDefinition } from '../../../../shared/generated/types.gen.ts';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { callApi } from '../../../lib/api.ts';

/** The cache name the server sends in X-Store-Refresh after a list changes. */
export const listDefinitionsCache = 'listDefinitions';

/** Where lists are edited: the organisation, and the form or workflow whose own lists are included. */
export interface ListScope {
  orgGuid: string;
  formDefinitionGuid?: string;
  workflowDefinitionGuid?: string;
}

/** The lists to edit here: public, org-wide, and this form's and workflow's own. */
export function listDefinitionsQueryOptions(scope: ListScope) {
  return queryOptions({
    queryKey: [
      listDefinitionsCache,
      scope.orgGuid,
      scope.formDefinitionGuid ?? null,
      scope.workflowDefinitionGuid ?? null,
    ],
    queryFn: async () =>
      (await callApi(formRoutes.getAllListDefinitions, {
        query: {
          currentOrganizationGuid: scope.orgGuid,
          formDefinitionGuid: scope.formDefinitionGuid,
          workflowDefinitionGuid: scope.workflowDefinitionGuid,
        },
      })) ?? [],
  });
}

export const useListDefinitions = (scope: ListScope) => useQuery(listDefinitionsQueryOptions(scope));

/** Creates a new list (guid 'new…'), updates any other. */
export function useSaveListDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: ListDefinition) =>
      list.listDefinitionGuid.startsWith('new')
        ? callApi(formRoutes.createListDefinition, { body: list })
        : callApi(formRoutes.updateListDefinition, {
            query: { listDefinitionGuid: list.listDefinitionGuid },
            body: list,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listDefinitionsCache] }),
  });
}

/** Deletes a list by its guid. */
export function useDeleteListDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) =>
      callApi(formRoutes.deleteListDefinition, { params: { listDefinitionGuid: guid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listDefinitionsCache] }),
  });
}
