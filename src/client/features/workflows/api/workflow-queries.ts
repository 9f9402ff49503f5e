import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type {
  GetAllWorkflowDefinitionDtosResponse,
  GetWorkflowDtosResponse,
  GetWorkflowResponse,
  WorkflowDefinition,
} from '../../../../shared/generated/types.gen.ts';

const enc = encodeURIComponent;

/** GET /api/WorkflowDefinition/GetAllWorkflowDefinitionDtos?orgGuid. */
export function workflowDefinitionsQueryOptions(orgGuid: string) {
  return queryOptions({
    queryKey: ['workflowDefinitions', orgGuid],
    queryFn: () =>
      api.get<GetAllWorkflowDefinitionDtosResponse>('/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos', {
        query: { orgGuid },
      }),
  });
}

export const useWorkflowDefinitions = (orgGuid: string | undefined) =>
  useQuery({ ...workflowDefinitionsQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });

/** GET /api/WorkflowDefinition/{guid}/{orgGuid}/GetWorkflowDefinition. */
export const useWorkflowDefinition = (guid: string, orgGuid: string | undefined) =>
  useQuery({
    queryKey: ['workflowDefinitions', orgGuid, guid],
    queryFn: () =>
      api.get<WorkflowDefinition>(
        `/api/WorkflowDefinition/${enc(guid)}/${enc(orgGuid!)}/GetWorkflowDefinition`,
      ),
    enabled: Boolean(orgGuid),
  });

/** GET /api/WorkflowInstance/{orgGuid}/{definitionGuid}/{includeArchived}/GetWorkflowDtos. */
export const useWorkflowDtos = (
  orgGuid: string | undefined,
  definitionGuid: string,
  includeArchived: boolean,
) =>
  useQuery({
    queryKey: ['workflows', orgGuid, definitionGuid, includeArchived],
    queryFn: () =>
      api.get<GetWorkflowDtosResponse>(
        `/api/WorkflowInstance/${enc(orgGuid!)}/${enc(definitionGuid)}/${includeArchived}/GetWorkflowDtos`,
      ),
    enabled: Boolean(orgGuid),
  });

export interface CreateWorkflowInput {
  orgGuid: string;
  definitionGuid: string;
  entityGuid: string | null;
}

/** POST CreateWorkflowInstance (with an entity) or CreateWorkflowInstanceWithoutEntityGuid. */
export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgGuid, definitionGuid, entityGuid }: CreateWorkflowInput) =>
      api.post<GetWorkflowResponse>(
        entityGuid
          ? `/api/WorkflowInstance/${enc(definitionGuid)}/${enc(entityGuid)}/${enc(orgGuid)}/CreateWorkflowInstance`
          : `/api/WorkflowInstance/${enc(definitionGuid)}/${enc(orgGuid)}/CreateWorkflowInstanceWithoutEntityGuid`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflows'] }),
  });
}

/** GET /api/Entity/{entityDefinitionGuid}/GetBasicEntityDetails?orgGuid: the entities a workflow may be for. */
export const useEntitiesOfType = (
  entityDefinitionGuid: string | null | undefined,
  orgGuid: string | undefined,
) =>
  useQuery({
    queryKey: ['entities', 'basic', orgGuid, entityDefinitionGuid],
    queryFn: () =>
      api.get<{ guid: string; name: string }[]>(
        `/api/Entity/${enc(entityDefinitionGuid!)}/GetBasicEntityDetails`,
        {
          query: { orgGuid: orgGuid! },
        },
      ),
    enabled: Boolean(entityDefinitionGuid && orgGuid),
  });

/** GET /api/WorkflowInstance/{workflowGuid}/GetWorkflow. */
export const useWorkflow = (workflowGuid: string) =>
  useQuery({
    queryKey: ['workflows', 'one', workflowGuid],
    queryFn: () => api.get<GetWorkflowResponse>(`/api/WorkflowInstance/${enc(workflowGuid)}/GetWorkflow`),
  });

/** PUT /api/WorkflowInstance/{workflowGuid}/UpdateWorkflow: the whole workflow with its changes. */
export function useUpdateWorkflow(workflowGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workflow: GetWorkflowResponse['workflow']) =>
      api.put<GetWorkflowResponse>(`/api/WorkflowInstance/${enc(workflowGuid)}/UpdateWorkflow`, workflow),
    onSuccess: (saved) => {
      queryClient.setQueryData(['workflows', 'one', workflowGuid], saved);
      return queryClient.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
}
