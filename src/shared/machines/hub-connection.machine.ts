import { assign, enqueueActions, fromCallback, setup, stateIn } from 'xstate';
import { lazyMachine } from './lazy-machine.ts';
import type { ActorRefFrom } from 'xstate';
import { hubTiming } from '../realtime/hub-contract.ts';
import { notProvided } from './form/not-provided.ts';
import { liveGroupMachine } from './live-group.machine.ts';
import type { LiveGroupInput } from './live-group.machine.ts';

// One real-time hub connection (spec: platform 4, 9; forms-and-workflows 4.7). The transport (the official
// SignalR HubConnection in the app) is provided by name: starting, stopping, calling a method and watching
// for the connection to close. The machine owns the timing: the start timeout, the waits between a start
// and a stop asked for at the same time, reconnecting with back-off and jitter, and the live groups, which
// are joined whenever the connection comes up.

export interface HubConnectionInput {
  /** A number in [0, 1) for the reconnect jitter; Math.random in the app, fixed in tests. */
  random?: () => number;
}

type LiveGroupRef = ActorRefFrom<ReturnType<typeof liveGroupMachine>>;

export interface HubConnectionContext {
  random: () => number;
  /** Failed starts or lost connections in a row; sets the reconnect back-off. */
  attempts: number;
  /** Why the last start failed or the connection was lost; null once connected. */
  error: string | null;
  /** The live groups the page is in, by key; each joins whenever the connection comes up. */
  groups: Record<string, LiveGroupRef>;
  /** Groups that gave up joining after every attempt, with the message; cleared on a new join. */
  groupErrors: Record<string, string>;
}

export type HubConnectionEvent =
  | { type: 'hub.start' }
  | { type: 'hub.stop' }
  /** The transport closed by itself (server gone, network lost, timed out). */
  | { type: 'transport.closed'; error?: string }
  | ({ type: 'group.join' } & LiveGroupInput)
  | { type: 'group.leave'; key: string }
  /** Sent by a live group that gave up joining. */
  | { type: 'group.failed'; key: string; error: string };

/** The wait before reconnect attempt `attempt` (1, 2, …) without jitter: 1 s, 2 s, 4 s … up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(
    hubTiming.reconnectMaxDelayMs,
    hubTiming.reconnectFirstDelayMs * 2 ** Math.max(0, attempt - 1),
  );
}

const START_TIMED_OUT = `The connection did not start within ${hubTiming.startTimeoutMs / 1000} s.`;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const hubConnectionMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as HubConnectionInput,
      context: {} as HubConnectionContext,
      events: {} as HubConnectionEvent,
    },
    actors: {
      startTransport: notProvided<void, void>('startTransport'),
      stopTransport: notProvided<void, void>('stopTransport'),
      /** Sends `transport.closed` when the transport closes by itself; the app provides it with the transport. */
      watchTransport: fromCallback<HubConnectionEvent>(() => undefined),
      liveGroup: liveGroupMachine(),
    },
    actions: {
      failed: assign({
        attempts: ({ context }) => context.attempts + 1,
        error: (_, params: { reason: string }) => params.reason,
      }),
      connected: assign({ attempts: 0, error: null }),
      tellGroups: ({ context }, params: { type: 'hub.connected' | 'hub.disconnected' }) => {
        for (const group of Object.values(context.groups)) group.send({ type: params.type });
      },
      addGroup: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'group.join' || context.groups[event.key]) return;
        const { key, join, leave } = event;
        enqueue.assign({
          groups: ({ context: current, spawn }) => ({
            ...current.groups,
            [key]: spawn('liveGroup', { id: `group:${key}`, input: { key, join, leave } }),
          }),
          groupErrors: ({ context: current }) => withoutKey(current.groupErrors, key),
        });
      }),
      joinIfConnected: ({ context, event }) => {
        if (event.type === 'group.join') context.groups[event.key]?.send({ type: 'hub.connected' });
      },
      removeGroup: assign(({ context, event }) => {
        if (event.type !== 'group.leave') return {};
        context.groups[event.key]?.send({ type: 'group.leave' });
        return {
          groups: withoutKey(context.groups, event.key),
          groupErrors: withoutKey(context.groupErrors, event.key),
        };
      }),
      recordGroupError: assign({
        groupErrors: ({ context, event }) =>
          event.type === 'group.failed'
            ? { ...context.groupErrors, [event.key]: event.error }
            : context.groupErrors,
      }),
    },
    guards: {
      stopAsked: stateIn({ connecting: 'stopAsked' }),
      startAsked: stateIn({ disconnecting: 'startAsked' }),
    },
    delays: {
      startTimeout: hubTiming.startTimeoutMs,
      connectingWait: hubTiming.connectingWaitMs,
      disconnectingWait: hubTiming.disconnectingWaitMs,
      reconnectDelay: ({ context }) =>
        reconnectDelay(context.attempts) + Math.floor(context.random() * hubTiming.reconnectJitterMs),
    },
  }).createMachine({
    id: 'hubConnection',
    context: ({ input }) => ({
      random: input.random ?? Math.random,
      attempts: 0,
      error: null,
      groups: {},
      groupErrors: {},
    }),
    initial: 'disconnected',
    on: {
      'group.join': { actions: 'addGroup' },
      'group.leave': { actions: 'removeGroup' },
      'group.failed': { actions: 'recordGroupError' },
    },
    states: {
      disconnected: {
        initial: 'idle',
        on: { 'hub.start': { target: 'connecting', actions: assign({ attempts: 0 }) } },
        states: {
          idle: {},
          // The connection failed or was lost: it is tried again after the back-off, with up to 1 s of jitter
          // so the browsers a server restart dropped do not all come back at the same moment.
          waitingToReconnect: {
            on: { 'hub.stop': 'idle' },
            after: { reconnectDelay: '#hubConnection.connecting' },
          },
        },
      },
      connecting: {
        invoke: {
          src: 'startTransport',
          onDone: [{ guard: 'stopAsked', target: 'disconnecting' }, { target: 'connected' }],
          onError: [
            { guard: 'stopAsked', target: 'disconnected.idle' },
            {
              target: 'disconnected.waitingToReconnect',
              actions: { type: 'failed', params: ({ event }) => ({ reason: reasonOf(event.error) }) },
            },
          ],
        },
        after: {
          startTimeout: {
            target: 'disconnected.waitingToReconnect',
            actions: { type: 'failed', params: { reason: START_TIMED_OUT } },
          },
        },
        initial: 'starting',
        states: {
          starting: { on: { 'hub.stop': 'stopAsked' } },
          // A stop asked for while starting waits for the start to settle, up to the connecting wait.
          stopAsked: {
            on: { 'hub.start': 'starting' },
            after: { connectingWait: '#hubConnection.disconnecting' },
          },
        },
      },
      connected: {
        entry: [{ type: 'connected' }, { type: 'tellGroups', params: { type: 'hub.connected' } }],
        exit: { type: 'tellGroups', params: { type: 'hub.disconnected' } },
        invoke: { src: 'watchTransport' },
        on: {
          'hub.stop': 'disconnecting',
          'group.join': { actions: ['addGroup', 'joinIfConnected'] },
          'transport.closed': {
            target: 'disconnected.waitingToReconnect',
            actions: {
              type: 'failed',
              params: ({ event }) => ({ reason: event.error ?? 'Connection lost.' }),
            },
          },
        },
      },
      disconnecting: {
        invoke: {
          src: 'stopTransport',
          onDone: [{ guard: 'startAsked', target: 'connecting' }, { target: 'disconnected.idle' }],
          onError: [{ guard: 'startAsked', target: 'connecting' }, { target: 'disconnected.idle' }],
        },
        initial: 'stopping',
        states: {
          stopping: { on: { 'hub.start': 'startAsked' } },
          startAsked: { on: { 'hub.stop': 'stopping' } },
        },
        // A stop that does not finish within the disconnecting wait is taken as done.
        after: {
          disconnectingWait: [{ guard: 'startAsked', target: 'connecting' }, { target: 'disconnected.idle' }],
        },
      },
    },
  }),
);

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
