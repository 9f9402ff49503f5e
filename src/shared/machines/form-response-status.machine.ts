import { assign, setup } from 'xstate';
import { notProvided } from './form/not-provided.ts';
import type { FormResponseStatus } from '../generated/types.gen.ts';
import type { ResponseStatusRef, WorkflowRef } from './form/types.ts';

// Two one-shot actors that change a status (spec: forms-and-workflows 4.1). Each finishes with the status now
// held, skips the call when nothing changes, and fails (its parent's onError) when the server refuses.
// The answer review, name stamp and change-status button invoke them by name, so the rules live here once.

/** What either actor holds and finishes with: its own fields and whether a call was made. */
type Changed<T> = T & { changed: boolean };

/** Both start as unchanged; only a call the server accepts marks them changed. */
const unchangedYet = <T extends object>({ input }: { input: T }): Changed<T> => ({
  ...input,
  changed: false,
});

export interface FormResponseStatusInput {
  response: ResponseStatusRef;
  status: FormResponseStatus;
}

/** Input of the `updateFormResponseStatus` actor: PUT .../status/{responseGuid}/UpdateFormResponseStatus. */
export interface UpdateFormResponseStatusRequest {
  formDefinitionGuid: string;
  responseGuid: string;
  status: FormResponseStatus;
}

/** Sets a form response status; the body of the request is just the new status. */
export const formResponseStatusMachine = setup({
  types: {
    input: {} as FormResponseStatusInput,
    context: {} as Changed<FormResponseStatusInput>,
    output: {} as Changed<{ status: FormResponseStatus }>,
  },
  actors: {
    updateFormResponseStatus: notProvided<unknown, UpdateFormResponseStatusRequest>(
      'updateFormResponseStatus',
    ),
  },
  guards: {
    unchanged: ({ context }) => context.response.status === context.status,
  },
}).createMachine({
  id: 'formResponseStatus',
  context: unchangedYet,
  initial: 'sending',
  states: {
    sending: {
      always: { guard: 'unchanged', target: 'done' },
      invoke: {
        src: 'updateFormResponseStatus',
        input: ({ context }) => ({
          formDefinitionGuid: context.response.formDefinitionGuid,
          responseGuid: context.response.guid,
          status: context.status,
        }),
        onDone: { target: 'done', actions: assign({ changed: true }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ status: context.status, changed: context.changed }),
});

export interface WorkflowStatusInput {
  workflow: WorkflowRef;
  status: string;
}

/**
 * Sets a workflow status. The server takes the whole workflow (PUT .../UpdateWorkflow), so the instance is sent
 * with only its status replaced, then read back (`refreshWorkflow`) because the change may trigger events on it.
 */
export const workflowStatusMachine = setup({
  types: {
    input: {} as WorkflowStatusInput,
    context: {} as Changed<WorkflowStatusInput>,
    // The instance as the server returned it after the change.
    output: {} as Changed<{ workflow: WorkflowRef }>,
  },
  actors: {
    updateWorkflow: notProvided<unknown, { workflow: WorkflowRef }>('updateWorkflow'),
    refreshWorkflow: notProvided<WorkflowRef, { workflowGuid: string }>('refreshWorkflow'),
  },
  guards: {
    unchanged: ({ context }) => context.workflow.status === context.status,
  },
}).createMachine({
  id: 'workflowStatus',
  context: unchangedYet,
  initial: 'sending',
  states: {
    sending: {
      always: { guard: 'unchanged', target: 'done' },
      invoke: {
        src: 'updateWorkflow',
        input: ({ context }) => ({ workflow: { ...context.workflow, status: context.status } }),
        onDone: { target: 'refreshing', actions: assign({ changed: true }) },
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshWorkflow',
        input: ({ context }) => ({ workflowGuid: context.workflow.guid }),
        onDone: { target: 'done', actions: assign({ workflow: ({ event }) => event.output }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ workflow: context.workflow, changed: context.changed }),
});
