import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { hubConnectionMachine } from './hub-connection.machine.ts';
import type { HubConnectionEvent } from './hub-connection.machine.ts';
import { liveGroupMachine } from './live-group.machine.ts';
import type { HubCall } from './live-group.machine.ts';
import { deferred, flush } from './form/test-support.ts';
import type { Deferred } from './form/test-support.ts';

// Runs the hub connection machine on a simulated clock with a transport the test drives: each start, stop
// and hub call is held until the test settles it, and the test can close the connection.

export function startHub(options: { random?: () => number } = {}) {
  const clock = new SimulatedClock();
  const starts: Deferred<void>[] = [];
  const stops: Deferred<void>[] = [];
  const calls: { call: HubCall; reply: Deferred<unknown> }[] = [];
  let closeTransport: ((error?: string) => void) | null = null;
  const machine = hubConnectionMachine().provide({
    actors: {
      startTransport: fromPromise(() => {
        const start = deferred<void>();
        starts.push(start);
        return start.promise;
      }),
      stopTransport: fromPromise(() => {
        const stop = deferred<void>();
        stops.push(stop);
        return stop.promise;
      }),
      watchTransport: fromCallback<HubConnectionEvent>(({ sendBack }) => {
        closeTransport = (error) => sendBack({ type: 'transport.closed', error });
        return () => {
          closeTransport = null;
        };
      }),
      liveGroup: liveGroupMachine().provide({
        actors: {
          invokeHub: fromPromise(({ input }: { input: HubCall }) => {
            const reply = deferred<unknown>();
            calls.push({ call: input, reply });
            return reply.promise;
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { random: options.random ?? (() => 0) } }).start();
  return {
    actor,
    clock,
    starts,
    stops,
    calls,
    /** The state as a dotted path: `connected`, `disconnected.waitingToReconnect`. */
    state: () => dotted(actor.getSnapshot().value),
    closeTransport: (error?: string) => {
      if (!closeTransport) throw new Error('The transport is not being watched (not connected).');
      closeTransport(error);
    },
    /** Moves the clock and lets the reactions run. */
    advance: async (ms: number) => {
      clock.increment(ms);
      await flush();
    },
    /** Starts the connection and lets its start succeed. */
    connect: async () => {
      actor.send({ type: 'hub.start' });
      starts.at(-1)!.resolve();
      await flush();
    },
    /** The method names called so far, in order. */
    methods: () => calls.map(({ call }) => `${call.method}(${call.args.join(',')})`),
  };
}

function dotted(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${key}.${dotted(inner)}`;
}
