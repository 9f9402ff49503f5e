import { assign, setup } from 'xstate';
import { formResponseStatusMachine, workflowStatusMachine } from './form-response-status.machine.ts';
import type { AnswerReviewProperties, FormResponseStatus } from '../generated/types.gen.ts';
import {
  ANSWER_REVIEW_DEFAULTS,
  resolveAnswerReviewSettings,
  type AnswerReviewSettings,
} from './form/answer-review-settings.ts';
import { problemMessage } from './form/problem-message.ts';
import { keepFocus, stepFocus } from './form/review-navigation.ts';
import { isReviewStatusUpdated, workflowGoesBack } from './form/answer-review-view.ts';
import type { ResponseStatusRef, WorkflowRef } from './form/types.ts';

// The AnswerReview element (spec: forms-and-workflows 4.3). The list of unanswered questions comes from the rules
// engine through `unanswered.change`, so this machine does not depend on how answers are judged.

export interface AnswerReviewInput {
  response: ResponseStatusRef;
  /** Null for a response outside a workflow: only the form status changes then. */
  workflow: WorkflowRef | null;
  /** The workflow definition's status codes in order, for 'at or past'. */
  workflowStatusList: readonly string[];
  unansweredGuids: readonly string[];
  properties?: AnswerReviewProperties;
}

export interface AnswerReviewContext extends Omit<AnswerReviewInput, 'properties'> {
  settings: AnswerReviewSettings;
  focusedGuid: string | null;
  focusIndex: number;
  /** Confirm went through; cleared when answers go missing again. */
  confirmed: boolean;
  error: string | null;
}

export type AnswerReviewEvent =
  | { type: 'unanswered.change'; guids: readonly string[] }
  | { type: 'review.next' }
  | { type: 'review.previous' }
  | { type: 'review.confirm' }
  | { type: 'response.sync'; status: FormResponseStatus }
  | { type: 'workflow.sync'; workflow: WorkflowRef };

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const fail = {
  target: '#answerReview.idle',
  actions: [
    { type: 'showError', params: errorParams },
    { type: 'reportError', params: errorParams },
  ],
} as const;

export const answerReviewMachine = setup({
  types: {
    input: {} as AnswerReviewInput,
    context: {} as AnswerReviewContext,
    events: {} as AnswerReviewEvent,
  },
  actors: { updateFormStatus: formResponseStatusMachine, updateWorkflowStatus: workflowStatusMachine },
  actions: {
    // Scrolls to and highlights context.focusedGuid; a client concern.
    focusQuestion: () => undefined,
    reportError: (_, _params: { error: unknown }) => undefined,
    showError: assign({ error: (_, params: { error: unknown }) => problemMessage(params.error) }),
    setUnanswered: assign(({ context, event }) => {
      if (event.type !== 'unanswered.change') return {};
      const missing = event.guids.length > 0;
      return {
        unansweredGuids: event.guids,
        ...keepFocus(event.guids, context),
        confirmed: context.confirmed && !missing,
      };
    }),
    step: assign(({ context }, params: { direction: 1 | -1 }) =>
      stepFocus(context.unansweredGuids, context, params.direction),
    ),
    setFormStatus: assign({
      response: ({ context }, params: { status: FormResponseStatus }) => ({
        ...context.response,
        status: params.status,
      }),
    }),
    setWorkflow: assign({ workflow: (_, params: { workflow: WorkflowRef }) => params.workflow }),
    markConfirmed: assign({ confirmed: true, error: null }),
    unconfirm: assign({ confirmed: false }),
  },
  guards: {
    canConfirm: ({ context }) =>
      !context.settings.hideConfirmButton &&
      context.unansweredGuids.length === 0 &&
      !isReviewStatusUpdated(context),
    answersWentMissing: ({ context, event }) =>
      event.type === 'unanswered.change' &&
      context.unansweredGuids.length === 0 &&
      event.guids.length > 0 &&
      (context.response.status === ANSWER_REVIEW_DEFAULTS.readyStatus || workflowGoesBack(context)),
    workflowGoesBack: ({ context }) => workflowGoesBack(context),
    // Answers removed while Confirm was on its way: once it lands, they send the statuses back too.
    answersMissing: ({ context }) =>
      context.unansweredGuids.length > 0 &&
      (context.response.status === ANSWER_REVIEW_DEFAULTS.readyStatus || workflowGoesBack(context)),
    hasWorkflowTarget: ({ context }) =>
      context.settings.changeWorkflowStatusTo !== null && context.workflow !== null,
  },
}).createMachine({
  id: 'answerReview',
  context: ({ input }) => ({
    response: input.response,
    workflow: input.workflow,
    workflowStatusList: input.workflowStatusList,
    unansweredGuids: input.unansweredGuids,
    settings: resolveAnswerReviewSettings(input.properties),
    focusedGuid: null,
    focusIndex: -1,
    confirmed: false,
    error: null,
  }),
  on: {
    'unanswered.change': { actions: 'setUnanswered' },
    'review.next': { actions: [{ type: 'step', params: { direction: 1 } }, 'focusQuestion'] },
    'review.previous': { actions: [{ type: 'step', params: { direction: -1 } }, 'focusQuestion'] },
    'response.sync': {
      actions: { type: 'setFormStatus', params: ({ event }) => ({ status: event.status }) },
    },
    'workflow.sync': {
      actions: { type: 'setWorkflow', params: ({ event }) => ({ workflow: event.workflow }) },
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'review.confirm': { guard: 'canConfirm', target: 'confirming' },
        'unanswered.change': { guard: 'answersWentMissing', target: 'reverting', actions: 'setUnanswered' },
      },
    },
    // Form status first, then the workflow: the workflow's status change may act on the form's new status.
    confirming: {
      initial: 'form',
      states: {
        form: {
          invoke: {
            src: 'updateFormStatus',
            input: ({ context }) => ({ response: context.response, status: context.settings.changeToStatus }),
            onDone: [
              {
                guard: 'hasWorkflowTarget',
                target: 'workflow',
                actions: { type: 'setFormStatus', params: ({ event }) => ({ status: event.output.status }) },
              },
              {
                target: '#answerReview.confirmed',
                actions: [
                  { type: 'setFormStatus', params: ({ event }) => ({ status: event.output.status }) },
                  'markConfirmed',
                ],
              },
            ],
            onError: fail,
          },
        },
        workflow: {
          invoke: {
            src: 'updateWorkflowStatus',
            // hasWorkflowTarget guarantees both.
            input: ({ context }) => ({
              workflow: context.workflow!,
              status: context.settings.changeWorkflowStatusTo!,
            }),
            onDone: {
              target: '#answerReview.confirmed',
              actions: [
                { type: 'setWorkflow', params: ({ event }) => ({ workflow: event.output.workflow }) },
                'markConfirmed',
              ],
            },
            onError: fail,
          },
        },
      },
    },
    confirmed: {
      always: [{ guard: 'answersMissing', target: 'reverting', actions: 'unconfirm' }, { target: 'idle' }],
    },
    reverting: {
      initial: 'decide',
      states: {
        decide: { always: [{ guard: 'workflowGoesBack', target: 'workflow' }, { target: 'form' }] },
        workflow: {
          invoke: {
            src: 'updateWorkflowStatus',
            // workflowGoesBack guarantees both.
            input: ({ context }) => ({
              workflow: context.workflow!,
              status: context.settings.changeWorkflowStatusBackTo!,
            }),
            onDone: {
              target: 'form',
              actions: { type: 'setWorkflow', params: ({ event }) => ({ workflow: event.output.workflow }) },
            },
            onError: fail,
          },
        },
        form: {
          invoke: {
            src: 'updateFormStatus',
            input: ({ context }) => ({
              response: context.response,
              status: context.settings.changeBackToStatus,
            }),
            onDone: {
              target: '#answerReview.idle',
              actions: { type: 'setFormStatus', params: ({ event }) => ({ status: event.output.status }) },
            },
            onError: fail,
          },
        },
      },
    },
  },
});
