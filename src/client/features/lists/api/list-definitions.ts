import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListDefinition } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';

/** The cache name the server sends in X-Store-Refresh after a list changes. */
export const listDefinitionsCache = 'listDefinitions';

/** Where lists are edited: the organisation, and the form or workflow whose own lists are included. */
export interface ListScope {
  orgGuid: string;
  formDefinitionGuid?: string;
  workflowDefinitionGuid?: string;
}

/** GET /api/ListDefinition/GetAllListDefinitions: public, org-wide, and this form's and workflow's lists. */
export function listDefinitionsQueryOptions(scope: ListScope) {
  return queryOptions({
    queryKey: [
      listDefinitionsCache,
      scope.orgGuid,
      scope.formDefinitionGuid ?? null,
      scope.workflowDefinitionGuid ?? null,
    ],
    queryFn: async () =>
      (await api.get<ListDefinition[] | undefined>('/api/ListDefinition/GetAllListDefinitions', {
        query: {
          currentOrganizationGuid: scope.orgGuid,
          formDefinitionGuid: scope.formDefinitionGuid,
          workflowDefinitionGuid: scope.workflowDefinitionGuid,
        },
      })) ?? [],
  });
}

export const useListDefinitions = (scope: ListScope) => useQuery(listDefinitionsQueryOptions(scope));

/** POST CreateListDefinition for a new list (guid 'new'), PUT UpdateListDefinition otherwise. */
export function useSaveListDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: ListDefinition) =>
      list.listDefinitionGuid.startsWith('new')
        ? api.post<ListDefinition>('/api/ListDefinition/CreateListDefinition', list)
        : api.put<ListDefinition>('/api/ListDefinition/UpdateListDefinition', list, {
            query: { listDefinitionGuid: list.listDefinitionGuid },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listDefinitionsCache] }),
  });
}

/** DELETE /api/ListDefinition/{listDefinitionGuid}. */
export function useDeleteListDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => api.delete<unknown>(`/api/ListDefinition/${encodeURIComponent(guid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listDefinitionsCache] }),
  });
}
