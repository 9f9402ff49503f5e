import { assign, not, setup } from 'xstate';
import { formResponseStatusMachine, workflowStatusMachine } from './form-response-status.machine.ts';
import { resolveNameStampSettings } from './form/name-stamp-settings.ts';
import type {
  NameStampContext,
  NameStampEvent,
  NameStampInput,
  StampRequest,
  WorkflowEventRequest,
} from './form/name-stamp-types.ts';
import { notProvided } from './form/not-provided.ts';
import { problemMessage } from './form/problem-message.ts';
import { canApprove, canRevoke, stampActionOf } from './form/stamp-rules.ts';
import type { FormResponseStatus, Stamp } from '../generated/types.gen.ts';
import type { WorkflowRef } from './form/types.ts';

// The NameStamp element (spec: forms-and-workflows 4.4). Approve and revoke share one tail: after the stamp call,
// `plan` says which form and workflow statuses to set and whether the element's action runs.

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const fail = {
  target: '#nameStamp.idle',
  actions: [
    { type: 'showError', params: errorParams },
    { type: 'reportError', params: errorParams },
  ],
} as const;
const stampRequest = ({ context }: { context: NameStampContext }) => ({
  responseGuid: context.response.guid,
  formElementGuid: context.formElementGuid,
});

export const nameStampMachine = setup({
  types: { input: {} as NameStampInput, context: {} as NameStampContext, events: {} as NameStampEvent },
  actors: {
    addStamp: notProvided<readonly Stamp[], StampRequest>('addStamp'),
    revokeStamp: notProvided<readonly Stamp[], StampRequest>('revokeStamp'),
    triggerWorkflowEvent: notProvided<unknown, WorkflowEventRequest>('triggerWorkflowEvent'),
    updateFormStatus: formResponseStatusMachine,
    updateWorkflowStatus: workflowStatusMachine,
  },
  actions: {
    // Logging and toasts belong to the client; the spec wants some failures logged only.
    logError: (_, _params: { message: string }) => undefined,
    reportError: (_, _params: { error: unknown }) => undefined,
    showError: assign({ error: (_, params: { error: unknown }) => problemMessage(params.error) }),
    setStamps: assign({ stamps: (_, params: { stamps: readonly Stamp[] }) => params.stamps, error: null }),
    setFormStatus: assign({
      response: ({ context }, params: { status: FormResponseStatus }) => ({
        ...context.response,
        status: params.status,
      }),
    }),
    setWorkflow: assign({ workflow: (_, params: { workflow: WorkflowRef }) => params.workflow }),
    planApprove: assign({
      plan: ({ context }) => ({
        form: context.settings.changeToStatus,
        workflow: context.settings.changeWorkflowStatusTo,
        runAction: true,
      }),
    }),
    planRevoke: assign({
      plan: ({ context }) => ({
        form: context.settings.changeBackToStatus,
        workflow: context.settings.changeWorkflowStatusBackTo,
        runAction: false,
      }),
    }),
  },
  guards: {
    canApprove: ({ context }) =>
      canApprove({ stamps: context.stamps, allowMultipleClicks: context.settings.allowMultipleClicks }),
    canRevoke: ({ context }, params: { stampGuid: string }) =>
      canRevoke({
        stamp: context.stamps.find((s) => s.guid === params.stampGuid),
        userGuid: context.userGuid,
        ...context.settings,
      }),
    formStatusPending: ({ context }) => context.plan.form !== null,
    workflowStatusPending: ({ context }) => context.plan.workflow !== null && context.workflow !== null,
    actionPending: ({ context }) =>
      context.plan.runAction && stampActionOf(context.settings.actionToTake) !== 'None',
    unsupportedAction: ({ context }) => stampActionOf(context.settings.actionToTake) === 'Unsupported',
    noWorkflow: ({ context }) => context.workflow === null,
    noCode: ({ context }) => context.settings.code === null,
  },
}).createMachine({
  id: 'nameStamp',
  context: ({ input }) => ({
    response: input.response,
    workflow: input.workflow,
    formElementGuid: input.formElementGuid,
    userGuid: input.userGuid,
    stamps: input.stamps,
    settings: resolveNameStampSettings(input.properties),
    plan: { form: null, workflow: null, runAction: false },
    error: null,
  }),
  on: {
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
        'stamp.approve': { guard: 'canApprove', target: 'approving' },
        'stamp.revoke': {
          guard: { type: 'canRevoke', params: ({ event }) => ({ stampGuid: event.stampGuid }) },
          target: 'revoking',
        },
        // Live updates from other viewers; ignored mid-change so the server's answer to our own call wins.
        'stamps.sync': { actions: { type: 'setStamps', params: ({ event }) => ({ stamps: event.stamps }) } },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        src: 'addStamp',
        input: stampRequest,
        onDone: {
          target: 'route',
          actions: [{ type: 'setStamps', params: ({ event }) => ({ stamps: event.output }) }, 'planApprove'],
        },
        onError: fail,
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        src: 'revokeStamp',
        input: ({ context, event }) => ({
          ...stampRequest({ context }),
          stampGuid: event.type === 'stamp.revoke' ? event.stampGuid : undefined,
        }),
        onDone: {
          target: 'route',
          actions: [{ type: 'setStamps', params: ({ event }) => ({ stamps: event.output }) }, 'planRevoke'],
        },
        onError: fail,
      },
    },
    // Runs what is left of the plan, one step at a time; each step clears its part when done.
    route: {
      always: [
        { guard: 'formStatusPending', target: 'formStatus' },
        { guard: 'workflowStatusPending', target: 'workflowStatus' },
        { guard: not('actionPending'), target: 'idle' },
        {
          guard: 'unsupportedAction',
          target: 'idle',
          actions: {
            type: 'logError',
            params: ({ context }) => ({
              message: `Unsupported name stamp action '${context.settings.actionToTake}'`,
            }),
          },
        },
        {
          guard: 'noWorkflow',
          target: 'idle',
          actions: { type: 'logError', params: { message: 'Workflow instance not found' } },
        },
        {
          guard: 'noCode',
          target: 'idle',
          actions: { type: 'reportError', params: { error: new Error('Event code is missing.') } },
        },
        { target: 'action' },
      ],
    },
    formStatus: {
      tags: ['busy'],
      invoke: {
        src: 'updateFormStatus',
        input: ({ context }) => ({
          response: context.response,
          status: context.plan.form ?? context.response.status,
        }),
        onDone: {
          target: 'route',
          actions: [
            { type: 'setFormStatus', params: ({ event }) => ({ status: event.output.status }) },
            assign({ plan: ({ context }) => ({ ...context.plan, form: null }) }),
          ],
        },
        onError: fail,
      },
    },
    workflowStatus: {
      tags: ['busy'],
      invoke: {
        src: 'updateWorkflowStatus',
        // workflowStatusPending guarantees both.
        input: ({ context }) => ({ workflow: context.workflow!, status: context.plan.workflow! }),
        onDone: {
          target: 'route',
          actions: [
            { type: 'setWorkflow', params: ({ event }) => ({ workflow: event.output.workflow }) },
            assign({ plan: ({ context }) => ({ ...context.plan, workflow: null }) }),
          ],
        },
        onError: fail,
      },
    },
    action: {
      tags: ['busy'],
      invoke: {
        src: 'triggerWorkflowEvent',
        // The route's guards guarantee a workflow and a code.
        input: ({ context }) => ({
          workflowGuid: context.workflow!.guid,
          eventCode: context.settings.code!,
          action: stampActionOf(context.settings.actionToTake) === 'GetPdf' ? 'GetPdf' : 'SendEmail',
        }),
        onDone: 'idle',
        onError: fail,
      },
    },
  },
});
