import { initialTransition, transition } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AuthInput } from './auth-types.ts';
import type { AuthMachine } from '../auth.machine.ts';

// Test support for pure transitions: invoke results are fed in as the events the actors would send.

type Snapshot = SnapshotFrom<AuthMachine>;
type Step = Parameters<typeof transition<AuthMachine>>[2];

/** The event an invoked actor sends when it resolves with `output`. */
export const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as Step;

/** The event an invoked actor sends when it rejects with `error`. */
export const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as Step;

/** Walks `machine` through `events`; returns the snapshot and the named (host) actions of the last step. */
export function walk(machine: AuthMachine, from: Snapshot | AuthInput, ...events: Step[]) {
  let snapshot = 'status' in from ? (from as Snapshot) : initialTransition(machine, from)[0];
  let effects: string[] = [];
  for (const event of events) {
    const [next, actions] = transition(machine, snapshot, event);
    snapshot = next;
    effects = actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.'));
  }
  return { snapshot, effects };
}
