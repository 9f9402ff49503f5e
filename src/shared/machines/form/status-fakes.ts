import { fromPromise } from 'xstate';
import { formResponseStatusMachine, workflowStatusMachine } from '../form-response-status.machine.ts';
import type { UpdateFormResponseStatusRequest } from '../form-response-status.machine.ts';
import type { WorkflowRef } from './types.ts';

// Test doubles for the server calls behind the status machines. The machines under test keep the real
// status logic (skip when unchanged, send the whole workflow, refresh); only the requests are recorded.

export interface StatusServer {
  /** 'form Draft', 'workflow Completed' in the order they were sent. */
  calls: string[];
  updateFormStatus: typeof formResponseStatusMachine;
  updateWorkflowStatus: typeof workflowStatusMachine;
  failNext: (error: unknown) => void;
}

export function fakeStatusServer(): StatusServer {
  const calls: string[] = [];
  let failure: { error: unknown } | null = null;
  let stored: WorkflowRef | null = null;
  const answer = () => {
    const pending = failure;
    failure = null;
    return pending ? Promise.reject(pending.error) : Promise.resolve();
  };
  return {
    calls,
    failNext: (error) => void (failure = { error }),
    updateFormStatus: formResponseStatusMachine.provide({
      actors: {
        updateFormResponseStatus: fromPromise<unknown, UpdateFormResponseStatusRequest>(({ input }) => {
          calls.push(`form ${input.status}`);
          return answer();
        }),
      },
    }),
    updateWorkflowStatus: workflowStatusMachine.provide({
      actors: {
        updateWorkflow: fromPromise<unknown, { workflow: WorkflowRef }>(({ input }) => {
          calls.push(`workflow ${input.workflow.status}`);
          stored = input.workflow;
          return answer();
        }),
        refreshWorkflow: fromPromise<WorkflowRef, { workflowGuid: string }>(
          async ({ input }) => stored ?? { guid: input.workflowGuid, status: '' },
        ),
      },
    }),
  };
}
