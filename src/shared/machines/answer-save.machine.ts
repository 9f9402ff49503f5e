import { assign, setup } from 'xstate';
import { lazyMachine } from './lazy-machine.ts';
import type { SnapshotFrom } from 'xstate';
import { isEmptyAnswer, isUnreadableDraft, sameAnswer, UNREADABLE_TEXT } from './form/answer-value.ts';
import { notProvided } from './form/not-provided.ts';
import { problemMessage } from './form/problem-message.ts';
import type { AnswerRequest, AnswerTarget } from './form/types.ts';

// One actor per answer field (spec: forms-and-workflows 4.2). The widget shows `pendingValue`, so a failed or
// refused save never throws away what the user typed.

/** Answer save debounce (spec: forms-and-workflows 9). */
export const ANSWER_SAVE_DEBOUNCE_MS = 500;

/** A save that could not reach the server is tried again after 1 s, doubling up to this. */
export const ANSWER_RETRY_MAX_MS = 30_000;

/** Shown beside a field whose save is waiting for the connection. */
export const WAITING_FOR_CONNECTION_TEXT = 'Not saved yet: it will be sent when the connection is back.';

/** The wait before retry number `attempt` (1, 2, …): 1 s, 2 s, 4 s … up to ANSWER_RETRY_MAX_MS. */
export function retryDelay(attempt: number): number {
  return Math.min(ANSWER_RETRY_MAX_MS, 1000 * 2 ** Math.max(0, attempt - 1));
}

export interface AnswerSaveInput {
  target: AnswerTarget;
  /** The value the server holds now. */
  value: unknown;
  /**
   * The element's answer check (the shared per-type checks the server runs too); a message means the value
   * is not saved and the message is shown. An unreadable draft is refused without asking it.
   */
  validate?: (value: unknown) => string | null;
  /** Element-specific emptiness (rich text holding only markup); defaults to isEmptyAnswer. */
  isEmpty?: (value: unknown) => boolean;
  /**
   * True for a failure that says nothing about the value (no connection, the server unreachable or down):
   * the save is kept and tried again. Other failures are the server refusing the value. Defaults to none.
   */
  isRetryable?: (error: unknown) => boolean;
}

export interface AnswerSaveContext {
  target: AnswerTarget;
  pendingValue: unknown;
  lastSavedValue: unknown;
  /** The value of the request in flight, to tell whether a newer one was typed meanwhile. */
  sendingValue: unknown;
  /** Validation message or the server's message, shown beside the field. */
  error: string | null;
  validate: (value: unknown) => string | null;
  isEmpty: (value: unknown) => boolean;
  isRetryable: (error: unknown) => boolean;
  /** Failed attempts in a row to reach the server; sets the back-off. */
  attempts: number;
}

export type AnswerSaveEvent =
  | { type: 'answer.change'; value: unknown }
  /** The server's value changed elsewhere (live session refresh); taken only when nothing local is pending. */
  | { type: 'answer.sync'; value: unknown }
  /** The page is being hidden or closed: a save waiting for its debounce goes now. */
  | { type: 'answer.flush' }
  /** The browser is online again: a save waiting to be retried goes now. */
  | { type: 'connection.restored' };

/** Why a value may not be saved, or null. */
function problemOf(context: AnswerSaveContext): string | null {
  if (isUnreadableDraft(context.pendingValue)) return UNREADABLE_TEXT;
  return context.validate(context.pendingValue);
}

/** The error a failed request's event carries, as the guard's and actions' params. */
const errorOf = ({ event }: { event: { error?: unknown } }) => ({ error: event.error });

/**
 * Where a failed save or delete goes: kept and tried again when the server could not be reached, otherwise
 * the server's message shown.
 */
const sendFailure = [
  {
    guard: { type: 'unreachable' as const, params: errorOf },
    target: 'waitingToRetry',
    actions: 'waitForConnection' as const,
  },
  {
    target: 'sendFailed',
    actions: [
      { type: 'showServerError' as const, params: errorOf },
      { type: 'reportError' as const, params: errorOf },
    ],
  },
];

export const answerSaveMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as AnswerSaveInput,
      context: {} as AnswerSaveContext,
      events: {} as AnswerSaveEvent,
    },
    actors: {
      submitAnswer: notProvided<unknown, AnswerRequest>('submitAnswer'),
      deleteAnswer: notProvided<unknown, AnswerRequest>('deleteAnswer'),
    },
    actions: {
      // Toasts are the client's business; on the server these stay no-ops.
      closeOlderErrorToasts: () => undefined,
      notify: (_, _params: { message: string }) => undefined,
      reportError: (_, _params: { error: unknown }) => undefined,
      setPending: assign({
        pendingValue: ({ context, event }) => ('value' in event ? event.value : context.pendingValue),
      }),
      startSending: assign({ sendingValue: ({ context }) => context.pendingValue }),
      markSaved: assign({ lastSavedValue: ({ context }) => context.sendingValue, error: null, attempts: 0 }),
      waitForConnection: assign({
        error: WAITING_FOR_CONNECTION_TEXT,
        attempts: ({ context }) => context.attempts + 1,
      }),
      showValidationError: assign({ error: ({ context }) => problemOf(context) }),
      clearError: assign({ error: null }),
      showServerError: assign({ error: (_, params: { error: unknown }) => problemMessage(params.error) }),
    },
    guards: {
      invalid: ({ context }) => problemOf(context) !== null,
      unchanged: ({ context }) => sameAnswer(context.pendingValue, context.lastSavedValue, context.isEmpty),
      empty: ({ context }) => context.isEmpty(context.pendingValue),
      changedWhileSending: ({ context }) =>
        !sameAnswer(context.pendingValue, context.sendingValue, context.isEmpty),
      unreachable: ({ context }, params: { error: unknown }) => context.isRetryable(params.error),
    },
    delays: {
      saveDebounce: ANSWER_SAVE_DEBOUNCE_MS,
      retryBackoff: ({ context }) => retryDelay(context.attempts),
    },
  }).createMachine({
    id: 'answerSave',
    context: ({ input }) => ({
      target: input.target,
      pendingValue: input.value,
      lastSavedValue: input.value,
      sendingValue: input.value,
      error: null,
      validate: input.validate ?? (() => null),
      isEmpty: input.isEmpty ?? isEmptyAnswer,
      isRetryable: input.isRetryable ?? (() => false),
      attempts: 0,
    }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          'answer.change': { target: 'settling', actions: 'setPending' },
          'answer.sync': {
            actions: assign({
              pendingValue: ({ event }) => event.value,
              lastSavedValue: ({ event }) => event.value,
            }),
          },
        },
      },
      // Decides what the latest value needs: nothing, a message, or a save after the debounce.
      settling: {
        always: [
          { guard: 'invalid', target: 'invalid', actions: 'showValidationError' },
          { guard: 'unchanged', target: 'idle', actions: 'clearError' },
          // The message belonged to an earlier value; a new one gets its own verdict from the save.
          { target: 'debouncing', actions: 'clearError' },
        ],
      },
      invalid: { on: { 'answer.change': { target: 'settling', actions: 'setPending' } } },
      debouncing: {
        on: {
          'answer.change': { target: 'settling', actions: 'setPending' },
          'answer.flush': [{ guard: 'empty', target: 'deleting' }, { target: 'saving' }],
        },
        after: { saveDebounce: [{ guard: 'empty', target: 'deleting' }, { target: 'saving' }] },
      },
      saving: {
        tags: ['saving'],
        entry: ['closeOlderErrorToasts', 'startSending'],
        on: { 'answer.change': { actions: ['setPending', 'showValidationError'] } },
        invoke: {
          src: 'submitAnswer',
          input: ({ context }) => ({ target: context.target, value: context.sendingValue }),
          onDone: {
            target: 'settling',
            actions: ['markSaved', { type: 'notify', params: { message: 'Saved' } }],
          },
          onError: sendFailure,
        },
      },
      deleting: {
        tags: ['saving'],
        entry: ['closeOlderErrorToasts', 'startSending'],
        on: { 'answer.change': { actions: ['setPending', 'showValidationError'] } },
        invoke: {
          src: 'deleteAnswer',
          input: ({ context }) => ({ target: context.target, value: context.lastSavedValue }),
          onDone: {
            target: 'settling',
            actions: ['markSaved', { type: 'notify', params: { message: 'Removed' } }],
          },
          onError: sendFailure,
        },
      },
      // A value typed while the request was out is still worth saving; the refused one is not retried by itself.
      sendFailed: {
        always: [{ guard: 'changedWhileSending', target: 'settling' }, { target: 'failed' }],
      },
      // Keeps the typed value and the server's message; editing again retries.
      failed: { on: { 'answer.change': { target: 'settling', actions: 'setPending' } } },
      // The server could not be reached: the latest value is sent again after a back-off, at once when the
      // connection is back, or after the next edit's debounce.
      waitingToRetry: {
        tags: ['waiting'],
        on: {
          'answer.change': { target: 'settling', actions: 'setPending' },
          'connection.restored': 'settling',
          'answer.flush': 'settling',
        },
        after: { retryBackoff: 'settling' },
      },
    },
  }),
);

/** True while this answer's save waits to be retried because the server could not be reached. */
export function isAnswerWaiting(snapshot: SnapshotFrom<ReturnType<typeof answerSaveMachine>>): boolean {
  return snapshot.hasTag('waiting');
}

/** True while this answer's save or delete request is in flight. */
export function isAnswerSaving(snapshot: SnapshotFrom<ReturnType<typeof answerSaveMachine>>): boolean {
  return snapshot.hasTag('saving');
}

/**
 * The value the rest of the form should count on: what was typed while it may be saved, otherwise what the
 * server holds (an invalid or unreadable draft stays in its field and counts for nothing else).
 */
export function effectiveAnswer(snapshot: SnapshotFrom<ReturnType<typeof answerSaveMachine>>): unknown {
  const { context } = snapshot;
  return problemOf(context) === null ? context.pendingValue : context.lastSavedValue;
}

/**
 * The value the server should end up holding but may not hold yet (waiting for its debounce, in flight, or
 * waiting to be retried), or undefined when there is none: nothing typed, already saved, or not to be
 * saved (invalid, or refused by the server). This is what must survive a reload.
 */
export function unsavedAnswer(
  snapshot: SnapshotFrom<ReturnType<typeof answerSaveMachine>>,
): { value: unknown } | undefined {
  const { context } = snapshot;
  if (snapshot.matches('idle') || snapshot.matches('invalid') || snapshot.matches('failed')) return undefined;
  if (snapshot.hasTag('saving') && problemOf(context) !== null) return { value: context.sendingValue };
  return { value: context.pendingValue };
}
