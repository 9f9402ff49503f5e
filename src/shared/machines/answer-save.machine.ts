import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isEmptyAnswer, isUnreadableDraft, sameAnswer, UNREADABLE_TEXT } from './form/answer-value.ts';
import { notProvided } from './form/not-provided.ts';
import { problemMessage } from './form/problem-message.ts';
import type { AnswerRequest, AnswerTarget } from './form/types.ts';

// One actor per answer field (spec: forms-and-workflows 4.2). The widget shows `pendingValue`, so a failed or
// refused save never throws away what the user typed.

/** Answer save debounce (spec: forms-and-workflows 9). */
export const ANSWER_SAVE_DEBOUNCE_MS = 500;

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
}

export type AnswerSaveEvent =
  | { type: 'answer.change'; value: unknown }
  /** The server's value changed elsewhere (live session refresh); taken only when nothing local is pending. */
  | { type: 'answer.sync'; value: unknown };

/** Why a value may not be saved, or null. */
function problemOf(context: AnswerSaveContext): string | null {
  if (isUnreadableDraft(context.pendingValue)) return UNREADABLE_TEXT;
  return context.validate(context.pendingValue);
}

export const answerSaveMachine = setup({
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
    setPending: assign({ pendingValue: ({ event }) => event.value }),
    startSending: assign({ sendingValue: ({ context }) => context.pendingValue }),
    markSaved: assign({ lastSavedValue: ({ context }) => context.sendingValue, error: null }),
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
  },
  delays: { saveDebounce: ANSWER_SAVE_DEBOUNCE_MS },
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
      on: { 'answer.change': { target: 'settling', actions: 'setPending' } },
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
        onError: {
          target: 'sendFailed',
          actions: [
            { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
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
        onError: {
          target: 'sendFailed',
          actions: [
            { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    // A value typed while the request was out is still worth saving; the refused one is not retried by itself.
    sendFailed: {
      always: [{ guard: 'changedWhileSending', target: 'settling' }, { target: 'failed' }],
    },
    // Keeps the typed value and the server's message; editing again retries.
    failed: { on: { 'answer.change': { target: 'settling', actions: 'setPending' } } },
  },
});

/** True while this answer's save or delete request is in flight. */
export function isAnswerSaving(snapshot: SnapshotFrom<typeof answerSaveMachine>): boolean {
  return snapshot.hasTag('saving');
}

/**
 * The value the rest of the form should count on: what was typed while it may be saved, otherwise what the
 * server holds (an invalid or unreadable draft stays in its field and counts for nothing else).
 */
export function effectiveAnswer(snapshot: SnapshotFrom<typeof answerSaveMachine>): unknown {
  const { context } = snapshot;
  return problemOf(context) === null ? context.pendingValue : context.lastSavedValue;
}
