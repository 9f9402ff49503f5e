import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formRoutes } from '../../../../shared/api/form-routes.ts';
import { workflowRoutes } from '../../../../shared/api/workflow-routes.ts';
import type { FormDefinition, WorkflowDefinition } from '../../../../shared/generated/types.gen.ts';
import { callApi } from '../../../lib/api.ts';
import { workflowDefinitionQueryOptions } from './workflow-definitions.ts';

// The Forms tab's calls: a definition's forms are added, ordered and set up through calls of their own,
// beside the definition's Save. The server names the caches to drop (X-Store-Refresh) after each.

/** The cache the server names after a form changes. */
const formDefinitionsCache = 'formDefinitions';

/** One whole form (elements and rules too): its settings are saved as the whole form (UpdateFormDefinition). */
const formDefinitionQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: [formDefinitionsCache, guid],
    queryFn: () => callApi(formRoutes.getFormDefinition, { params: { formDefinitionGuid: guid } }),
  });

export const useFormDefinition = (guid: string) => useQuery(formDefinitionQueryOptions(guid));

/** Who the organisation's access rules may name (groups, roles, people, entities), to read rules by name. */
export const useAccessRuleNames = (orgGuid: string) =>
  useQuery({
    queryKey: [formDefinitionsCache, 'designerExtras', orgGuid],
    queryFn: () => callApi(formRoutes.getFormDesignerExtras, { params: { orgGuid } }),
    select: (extras) => extras.sectionAssignables,
  });

/** Keeps the definition the server answered with in its cache, so the tab shows it at once. */
function useRememberDefinition() {
  const queryClient = useQueryClient();
  return (definition: WorkflowDefinition) =>
    queryClient.setQueryData(
      workflowDefinitionQueryOptions(definition.orgGuid, definition.guid).queryKey,
      definition,
    );
}

export interface NewWorkflowForm {
  definitionGuid: string;
  name: string;
  /** A step (InlineForm), or a main form (StandaloneForm). */
  step: boolean;
}

/** New Form: a step at the end of the steps, or a main form; resolves to the new form. */
export const useCreateWorkflowForm = () =>
  useMutation({
    mutationFn: ({ definitionGuid, name, step }: NewWorkflowForm) =>
      callApi(workflowRoutes.createWorkflowDefinitionForm, {
        query: { workflowDefinitionGuid: definitionGuid, formName: name, isCreatingWorkflowStep: step },
      }),
  });

/** Save Order: every step form of the definition, in the new order. */
export function useSaveStepOrder(definitionGuid: string) {
  const remember = useRememberDefinition();
  return useMutation({
    mutationFn: (order: string[]) =>
      callApi(workflowRoutes.updateWorkflowStepOrder, {
        params: { workflowDefinitionGuid: definitionGuid },
        body: order,
      }),
    onSuccess: remember,
  });
}

/** Saves a whole form with its changed settings; resolves to the stored form. */
export function useSaveFormDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormDefinition) =>
      callApi(formRoutes.updateFormDefinition, { params: { formDefinitionGuid: form.guid }, body: form }),
    onSuccess: (saved) => queryClient.setQueryData(formDefinitionQueryOptions(saved.guid).queryKey, saved),
  });
}
