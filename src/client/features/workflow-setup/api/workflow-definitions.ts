import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workflowRoutes } from '../../../../shared/api/workflow-routes.ts';
import type { ListingColumn, WorkflowDefinition } from '../../../../shared/generated/types.gen.ts';
import { isNewDefinition } from '../../../../shared/workflows/definition-draft.ts';
import { callApi } from '../../../lib/api.ts';

/** The cache the server names in X-Store-Refresh after a definition changes. */
export const workflowDefinitionsCache = 'workflowDefinitions';

/** The organisation's workflow definitions by name, with their workflow counts. */
export function workflowDefinitionListQueryOptions(orgGuid: string) {
  return queryOptions({
    queryKey: [workflowDefinitionsCache, orgGuid],
    queryFn: () => callApi(workflowRoutes.getAllWorkflowDefinitionDtos, { query: { orgGuid } }),
  });
}

export const useWorkflowDefinitionList = (orgGuid: string | undefined) =>
  useQuery({ ...workflowDefinitionListQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });

/** One whole definition: statuses, time frames, listing columns, groups and its forms. */
export function workflowDefinitionQueryOptions(orgGuid: string, guid: string) {
  return queryOptions({
    queryKey: [workflowDefinitionsCache, orgGuid, guid],
    queryFn: () =>
      callApi(workflowRoutes.getWorkflowDefinition, { params: { workflowDefinitionGuid: guid, orgGuid } }),
  });
}

export const useWorkflowDefinitionDetails = (orgGuid: string, guid: string) =>
  useQuery({ ...workflowDefinitionQueryOptions(orgGuid, guid), enabled: !isNewDefinition(guid) });

/** Creates a definition with a placeholder guid, replaces any other; resolves to the stored definition. */
export async function saveWorkflowDefinition(definition: WorkflowDefinition): Promise<WorkflowDefinition> {
  // The server's refusal is shown beside the fields by the editor; the api-client also toasts it.
  return isNewDefinition(definition.guid)
    ? callApi(workflowRoutes.createWorkflowDefinition, {
        query: { orgGuid: definition.orgGuid },
        body: definition,
      })
    : callApi(workflowRoutes.updateWorkflowDefinition, {
        params: { workflowDefinitionGuid: definition.guid },
        body: definition,
      });
}

/** Keeps the saved definition in its cache so the reopened editor shows it at once. */
function useRememberSaved() {
  const queryClient = useQueryClient();
  return (saved: WorkflowDefinition) => {
    queryClient.setQueryData(workflowDefinitionQueryOptions(saved.orgGuid, saved.guid).queryKey, saved);
    return queryClient.invalidateQueries({
      queryKey: [workflowDefinitionsCache, saved.orgGuid],
      exact: true,
    });
  };
}

export interface DefinitionSave {
  definition: WorkflowDefinition;
  /** Only the list columns changed: they have a call of their own. */
  columnsOnly: boolean;
}

/** Saves the editor's draft; only the list columns through UpdateWorkflowDefinitionListing. */
export function useSaveWorkflowDefinition() {
  const remember = useRememberSaved();
  return useMutation({
    mutationFn: ({ definition, columnsOnly }: DefinitionSave) =>
      columnsOnly && !isNewDefinition(definition.guid)
        ? saveListingColumns(definition.guid, definition.questionsToShow ?? [])
        : saveWorkflowDefinition(definition),
    onSuccess: remember,
  });
}

/** Sets the columns of the definition's workflow list (spec 5.11: the name column first). */
export async function saveListingColumns(
  definitionGuid: string,
  questionsToShow: ListingColumn[],
): Promise<WorkflowDefinition> {
  return callApi(workflowRoutes.updateWorkflowDefinitionListing, {
    params: { workflowDefinitionGuid: definitionGuid },
    body: { questionsToShow },
  });
}
