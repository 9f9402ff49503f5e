import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { workflowRoutes } from '../../../../shared/api/workflow-routes.ts';
import type { GetWorkflowResponse } from '../../../../shared/generated/types.gen.ts';
import { callApi } from '../../../lib/api.ts';

/** The organisation's workflow definitions as the workflow screens list them. */
export function workflowDefinitionsQueryOptions(orgGuid: string) {
  return queryOptions({
    queryKey: ['workflowDefinitions', orgGuid],
    queryFn: () => callApi(workflowRoutes.getAllWorkflowDefinitionDtos, { query: { orgGuid } }),
  });
}

export const useWorkflowDefinitions = (orgGuid: string | undefined) =>
  useQuery({ ...workflowDefinitionsQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });

/** One workflow definition with its statuses, time frames and listing columns. */
export const useWorkflowDefinition = (guid: string, orgGuid: string | undefined) =>
  useQuery({
    queryKey: ['workflowDefinitions', orgGuid, guid],
    queryFn: () =>
      callApi(workflowRoutes.getWorkflowDefinition, {
        params: { workflowDefinitionGuid: guid, orgGuid: orgGuid! },
      }),
    enabled: Boolean(orgGuid),
  });

/** The workflows of a definition, archived ones included on request. */
export const useWorkflowDtos = (
  orgGuid: string | undefined,
  definitionGuid: string,
  includeArchived: boolean,
) =>
  useQuery({
    queryKey: ['workflows', orgGuid, definitionGuid, includeArchived],
    queryFn: () =>
      callApi(workflowRoutes.getWorkflowDtos, {
        params: {
          orgGuid: orgGuid!,
          workflowDefinitionGuid: definitionGuid,
          includeArchived: String(includeArchived),
        },
      }),
    enabled: Boolean(orgGuid),
  });

export interface CreateWorkflowInput {
  orgGuid: string;
  definitionGuid: string;
  entityGuid: string | null;
}

/** A new workflow of the definition, for an entity or for none; it takes the definition's name. */
export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgGuid, definitionGuid, entityGuid }: CreateWorkflowInput) =>
      entityGuid
        ? callApi(workflowRoutes.createWorkflowInstance, {
            params: { workflowDefinitionGuid: definitionGuid, entityGuid, orgGuid },
            body: {},
          })
        : callApi(workflowRoutes.createWorkflowInstanceWithoutEntityGuid, {
            params: { workflowDefinitionGuid: definitionGuid, orgGuid },
            body: {},
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflows'] }),
  });
}

/** The entities of a type, the ones a workflow may be for. */
export const useEntitiesOfType = (
  entityDefinitionGuid: string | null | undefined,
  orgGuid: string | undefined,
) =>
  useQuery({
    queryKey: ['entities', 'basic', orgGuid, entityDefinitionGuid],
    queryFn: () =>
      callApi(orgRoutes.getBasicEntityDetails, {
        params: { entityDefinitionGuid: entityDefinitionGuid! },
        query: { orgGuid: orgGuid! },
      }),
    enabled: Boolean(entityDefinitionGuid && orgGuid),
  });

/** The cache key of one workflow as GetWorkflow returned it. */
export const workflowQueryKey = (workflowGuid: string) => ['workflows', 'one', workflowGuid];

/** The workflow with its definition, the responses the caller may read and what its forms share. */
export const useWorkflow = (workflowGuid: string) =>
  useQuery({
    queryKey: workflowQueryKey(workflowGuid),
    queryFn: () => callApi(workflowRoutes.getWorkflow, { params: { workflowGuid } }),
  });

/** Saves the whole workflow with its changes. */
export function useUpdateWorkflow(workflowGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workflow: GetWorkflowResponse['workflow']) =>
      callApi(workflowRoutes.updateWorkflow, { params: { workflowGuid }, body: workflow }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workflowQueryKey(workflowGuid), saved);
      return queryClient.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
}

/** Adds a response of a step form that allows several to the workflow. */
export function useAddStepResponse(workflowGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formDefinitionGuid: string) =>
      callApi(workflowRoutes.createWorkflowFormResponse, { params: { workflowGuid, formDefinitionGuid } }),
    onSuccess: (saved) => queryClient.setQueryData(workflowQueryKey(workflowGuid), saved),
  });
}

/** Starts the workflow's response of one of its main forms; the workflow is read again to show it. */
export function useStartMainForm(workflowGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formGuid: string) =>
      callApi(workflowRoutes.startWorkflowMainForm, {
        params: { workflowGuid, formDefinitionGuid: formGuid },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflows', 'one', workflowGuid] }),
  });
}
