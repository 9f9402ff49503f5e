import { useMemo } from 'react';
import { withListOptions } from '../../../shared/lists/list-options.ts';
import { useQueryClient } from '@tanstack/react-query';
import { workflowRoutes } from '../../../shared/api/workflow-routes.ts';
import { declaredElementMoves } from '../../../shared/elements/element-moves.ts';
import type { GetWorkflowResponse, WorkflowInstance } from '../../../shared/generated/types.gen.ts';
import { decideWorkflowChange } from '../../../shared/machines/workflow.machine.ts';
import { callApi } from '../../lib/api.ts';
import type { RendererWorkflow } from '../renderer/renderer-workflow.ts';
import { useUpdateWorkflow, workflowQueryKey } from './api/workflow-queries.ts';

/** Status of the most recently changed response of each form of the workflow, by form guid. */
function latestFormStatuses(workflow: WorkflowInstance): Record<string, string> {
  const statuses: Record<string, string> = {};
  const responses = [...(workflow.formResponses ?? [])].sort((a, b) =>
    (a.updatedAt ?? '').localeCompare(b.updatedAt ?? ''),
  );
  for (const response of responses) statuses[response.formDefinitionGuid] = response.status;
  return statuses;
}

/**
 * The workflow as the step forms' renderers see it, from what GetWorkflow returned. Status moves run through
 * the workflow machine first (instant refusal of what the definition never allows: an archived workflow, a
 * status no button, review or stamp sets) and are then saved, where the server judges them again.
 */
export function useRendererWorkflow(loaded: GetWorkflowResponse, isSetup: boolean): RendererWorkflow {
  const { workflow, sharedAnswers, listDefinitions: lists } = loaded;
  const queryClient = useQueryClient();
  const { mutateAsync: save } = useUpdateWorkflow(workflow.guid);
  return useMemo(() => {
    const definition = workflow.workflowDefinition!;
    // Shared choice answers are read with their options' labels, a list-backed question's from its list.
    const forms = (definition.formDefinitions ?? []).map((form) => withListOptions(form, lists));
    return {
      guid: workflow.guid,
      status: workflow.status,
      statusList: definition.statusList,
      timeFrames: definition.timeFrames ?? [],
      archived: Boolean(workflow.archivedAt),
      formStatuses: latestFormStatuses(workflow),
      sharedAnswers,
      forms,
      lists,
      changeStatus: async (status) => {
        // The workflow as last read: another element may have moved it since this object was made.
        const current =
          queryClient.getQueryData<GetWorkflowResponse>(workflowQueryKey(workflow.guid))?.workflow ??
          workflow;
        const decision = decideWorkflowChange(
          {
            status: current.status,
            statusList: definition.statusList,
            archivedAt: current.archivedAt ?? null,
          },
          {
            type: 'status.move',
            to: status,
            source: isSetup ? 'select' : 'element',
            permissions: { mayEdit: true, isSetup, mayArchive: false },
            elementMoves: declaredElementMoves(forms),
          },
        );
        if (!decision.ok) throw new Error(decision.problem);
        const { formResponses: _responses, workflowDefinition: _definition, ...body } = current;
        await save({ ...body, status });
      },
      triggerEvent: async (eventCode) => {
        await callApi(workflowRoutes.createWorkflowEventTrigger, {
          params: { workflowGuid: workflow.guid },
          query: { eventCode },
        });
      },
    };
  }, [workflow, sharedAnswers, lists, isSetup, queryClient, save]);
}
