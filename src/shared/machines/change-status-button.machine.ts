import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { workflowStatusMachine } from './form-response-status.machine.ts';
import { problemMessage } from './form/problem-message.ts';
import { textOrNull } from './form/property-text.ts';
import type { WorkflowRef } from './form/types.ts';
import type { ChangeStatusButtonProperties } from '../generated/types.gen.ts';
import { DEFAULT_BUTTON_TEXT } from '../validation/default-texts.ts';

// The ChangeStatusButton element (spec: forms-and-workflows 4.5). Unanswered questions and the form's save
// activity come in as events, so the button knows nothing about rules or answer actors.

export interface ChangeStatusRule {
  workflowStatus: string | null;
  targetStatus: string | null;
  unansweredCount: number;
  disableIfUnansweredQuestions: boolean;
  /** Any answer save request of the form in flight. */
  isSaving: boolean;
}

/** Whether the button is disabled: nothing to change to, already there, questions unanswered (when configured), or saves in flight. */
export function isChangeStatusDisabled(rule: ChangeStatusRule): boolean {
  if (rule.targetStatus === null || rule.workflowStatus === null) return true;
  if (rule.workflowStatus === rule.targetStatus) return true;
  if (rule.disableIfUnansweredQuestions && rule.unansweredCount > 0) return true;
  return rule.isSaving;
}

export interface ChangeStatusButtonInput {
  workflow: WorkflowRef | null;
  unansweredGuids: readonly string[];
  isSaving: boolean;
  properties?: ChangeStatusButtonProperties;
}

export interface ChangeStatusButtonContext {
  workflow: WorkflowRef | null;
  unansweredGuids: readonly string[];
  isSaving: boolean;
  targetStatus: string | null;
  buttonText: string;
  disableIfUnansweredQuestions: boolean;
  error: string | null;
}

export type ChangeStatusButtonEvent =
  | { type: 'status.change' }
  | { type: 'unanswered.change'; guids: readonly string[] }
  | { type: 'saving.change'; isSaving: boolean }
  | { type: 'workflow.sync'; workflow: WorkflowRef };

function ruleOf(context: ChangeStatusButtonContext): ChangeStatusRule {
  return {
    ...context,
    workflowStatus: context.workflow?.status ?? null,
    unansweredCount: context.unansweredGuids.length,
  };
}

export const changeStatusButtonMachine = setup({
  types: {
    input: {} as ChangeStatusButtonInput,
    context: {} as ChangeStatusButtonContext,
    events: {} as ChangeStatusButtonEvent,
  },
  actors: { updateWorkflowStatus: workflowStatusMachine },
  actions: {
    notify: (_, _params: { message: string }) => undefined,
    reportError: (_, _params: { error: unknown }) => undefined,
    showError: assign({ error: (_, params: { error: unknown }) => problemMessage(params.error) }),
    setWorkflow: assign({ workflow: (_, params: { workflow: WorkflowRef }) => params.workflow, error: null }),
  },
  guards: {
    enabled: ({ context }) => !isChangeStatusDisabled(ruleOf(context)),
  },
}).createMachine({
  id: 'changeStatusButton',
  context: ({ input }) => ({
    workflow: input.workflow,
    unansweredGuids: input.unansweredGuids,
    isSaving: input.isSaving,
    targetStatus: textOrNull(input.properties?.changeWorkflowStatusTo),
    buttonText: textOrNull(input.properties?.buttonText) ?? DEFAULT_BUTTON_TEXT.submit,
    disableIfUnansweredQuestions: input.properties?.disableIfUnansweredQuestions === true,
    error: null,
  }),
  on: {
    'unanswered.change': { actions: assign({ unansweredGuids: ({ event }) => event.guids }) },
    'saving.change': { actions: assign({ isSaving: ({ event }) => event.isSaving }) },
    'workflow.sync': {
      actions: { type: 'setWorkflow', params: ({ event }) => ({ workflow: event.workflow }) },
    },
  },
  initial: 'idle',
  states: {
    idle: { on: { 'status.change': { guard: 'enabled', target: 'updating' } } },
    updating: {
      tags: ['busy'],
      invoke: {
        src: 'updateWorkflowStatus',
        // The enabled guard guarantees a workflow and a target.
        input: ({ context }) => ({ workflow: context.workflow!, status: context.targetStatus! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setWorkflow', params: ({ event }) => ({ workflow: event.output.workflow }) },
            { type: 'notify', params: { message: 'Workflow status updated' } },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

/** Whether the button shows disabled now, including while its own change is under way. */
export function isChangeStatusButtonDisabled(
  snapshot: SnapshotFrom<typeof changeStatusButtonMachine>,
): boolean {
  return snapshot.hasTag('busy') || isChangeStatusDisabled(ruleOf(snapshot.context));
}
