import { assign, sendParent, setup } from 'xstate';
import { lazyMachine } from './lazy-machine.ts';
import { hubTiming } from '../realtime/hub-contract.ts';
import { notProvided } from './form/not-provided.ts';

// One live group of a hub connection (a response, a workflow, a form being designed): joined whenever the
// connection is up, so a reconnect joins it again (spec: forms-and-workflows 4.7, 9). A join that neither
// succeeds nor fails within the timeout counts as a failed attempt; after the last attempt the failure is
// told to the connection, which surfaces it.

/** A hub method call: the method's name and its arguments. */
export interface HubCall {
  method: string;
  args: readonly unknown[];
}

export interface LiveGroupInput {
  /** Names the group among the connection's groups (e.g. `JoinFormGroup:<response guid>`). */
  key: string;
  join: HubCall;
  /** How to leave; a group without one (the organisation hub's) is left when the connection closes. */
  leave?: HubCall;
}

export interface LiveGroupContext extends LiveGroupInput {
  /** Failed join attempts since the connection came up. */
  attempts: number;
  error: string | null;
}

export type LiveGroupEvent =
  | { type: 'hub.connected' }
  | { type: 'hub.disconnected' }
  /** The page no longer shows the group: leave it if joined, then stop. */
  | { type: 'group.leave' };

/** The wait before join attempt `attempt + 1` after `attempt` failures: 1 s, 2 s, 4 s … capped at 5 s. */
export function joinBackoff(attempt: number): number {
  return Math.min(
    hubTiming.groupJoinMaxBackoffMs,
    hubTiming.groupJoinFirstBackoffMs * 2 ** Math.max(0, attempt - 1),
  );
}

/** The message a join gives up with; the reason is the server's or the timeout's. */
export function joinFailedText(reason: string): string {
  return `Could not join the live session after ${hubTiming.groupJoinAttempts} attempts: ${reason}`;
}

const TIMED_OUT = `no answer within ${hubTiming.groupJoinTimeoutMs / 1000} s`;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const liveGroupMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as LiveGroupInput,
      context: {} as LiveGroupContext,
      events: {} as LiveGroupEvent,
    },
    actors: {
      invokeHub: notProvided<unknown, HubCall>('invokeHub'),
    },
    actions: {
      countFailure: assign({
        attempts: ({ context }) => context.attempts + 1,
        error: (_, params: { reason: string }) => params.reason,
      }),
      resetAttempts: assign({ attempts: 0, error: null }),
      giveUp: assign({ error: ({ context }) => joinFailedText(context.error ?? TIMED_OUT) }),
      tellConnection: sendParent(({ context }) => ({
        type: 'group.failed' as const,
        key: context.key,
        error: context.error ?? '',
      })),
    },
    guards: {
      canLeave: ({ context }) => context.leave !== undefined,
      attemptsLeft: ({ context }) => context.attempts < hubTiming.groupJoinAttempts,
    },
    delays: {
      joinTimeout: hubTiming.groupJoinTimeoutMs,
      joinBackoff: ({ context }) => joinBackoff(context.attempts),
    },
  }).createMachine({
    id: 'liveGroup',
    context: ({ input }) => ({ ...input, attempts: 0, error: null }),
    initial: 'waitingForConnection',
    on: {
      'hub.disconnected': '.waitingForConnection',
      'group.leave': '.done',
    },
    states: {
      waitingForConnection: {
        on: { 'hub.connected': { target: 'joining', actions: 'resetAttempts' } },
      },
      joining: {
        invoke: {
          src: 'invokeHub',
          input: ({ context }) => context.join,
          onDone: { target: 'joined', actions: 'resetAttempts' },
          onError: {
            target: 'attemptFailed',
            actions: { type: 'countFailure', params: ({ event }) => ({ reason: reasonOf(event.error) }) },
          },
        },
        after: {
          joinTimeout: {
            target: 'attemptFailed',
            actions: { type: 'countFailure', params: { reason: TIMED_OUT } },
          },
        },
      },
      attemptFailed: {
        always: [
          { guard: 'attemptsLeft', target: 'backingOff' },
          { target: 'failed', actions: ['giveUp', 'tellConnection'] },
        ],
      },
      backingOff: { after: { joinBackoff: 'joining' } },
      // Given up until the connection comes up again (a reconnect tries three more times).
      failed: {
        on: { 'hub.connected': { target: 'joining', actions: 'resetAttempts' } },
      },
      joined: {
        on: { 'group.leave': [{ guard: 'canLeave', target: 'leaving' }, { target: 'done' }] },
      },
      // Leaving is best effort: the server drops the member when the connection closes anyway.
      leaving: {
        on: { 'hub.disconnected': 'done' },
        invoke: { src: 'invokeHub', input: ({ context }) => context.leave!, onDone: 'done', onError: 'done' },
        after: { joinTimeout: 'done' },
      },
      done: { type: 'final' },
    },
  }),
);
