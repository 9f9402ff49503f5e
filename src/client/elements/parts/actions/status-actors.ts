import { fromPromise } from 'xstate';
import {
  formResponseStatusMachine,
  workflowStatusMachine,
} from '../../../../shared/machines/form-response-status.machine.ts';
import type { UpdateFormResponseStatusRequest } from '../../../../shared/machines/form-response-status.machine.ts';
import { FORM_RESPONSE_STATUSES } from '../../../../shared/machines/form/status-order.ts';
import type { ResponseStatusRef, WorkflowRef } from '../../../../shared/machines/form/types.ts';
import type { FormResponseStatus } from '../../../../shared/generated/types.gen.ts';
import type { WidgetServices } from '../../element-widget.ts';

// The status machines' server calls, answered by the renderer's services. The review, stamp and button machines
// invoke these as `updateFormStatus` and `updateWorkflowStatus`.

/** The two status actors; `services` gives the latest render's services when a call is made. */
export function statusActors(services: () => WidgetServices) {
  // changeWorkflowStatus saves and reloads the workflow itself, so the status it was given is the one now held;
  // the renderer's reloaded workflow arrives later through props (`workflow.sync`).
  let requested: WorkflowRef | null = null;
  return {
    updateFormStatus: formResponseStatusMachine.provide({
      actors: {
        updateFormResponseStatus: fromPromise<unknown, UpdateFormResponseStatusRequest>(({ input }) =>
          services().changeFormStatus(input.status),
        ),
      },
    }),
    updateWorkflowStatus: workflowStatusMachine.provide({
      actors: {
        updateWorkflow: fromPromise<unknown, { workflow: WorkflowRef }>(async ({ input }) => {
          await services().changeWorkflowStatus(input.workflow.status);
          requested = input.workflow;
        }),
        refreshWorkflow: fromPromise<WorkflowRef, { workflowGuid: string }>(async ({ input }) =>
          requested?.guid === input.workflowGuid
            ? requested
            : { guid: input.workflowGuid, status: services().workflow?.status ?? '' },
        ),
      },
    }),
  };
}

function isFormStatus(status: string): status is FormResponseStatus {
  return (FORM_RESPONSE_STATUSES as string[]).includes(status);
}

/** The response as the status machines see it; an unknown status reads as Draft, the status a response is edited in. */
export function responseRefOf(services: WidgetServices): ResponseStatusRef {
  return {
    guid: services.responseGuid ?? '',
    formDefinitionGuid: services.formDefinitionGuid,
    status: isFormStatus(services.formStatus) ? services.formStatus : 'Draft',
  };
}

/** The workflow as the status machines see it, or null outside a workflow. */
export function workflowRefOf(services: WidgetServices): WorkflowRef | null {
  const workflow = services.workflow;
  return workflow ? { guid: workflow.guid, status: workflow.status } : null;
}
