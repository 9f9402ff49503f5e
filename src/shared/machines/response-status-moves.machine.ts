import { setup, transition } from 'xstate';
import { lazyMachine } from './lazy-machine.ts';
import type { FormResponseStatus } from '../generated/types.gen.ts';

// Which status moves a form response may make (forms-and-workflows 4.1, 4.3). The server asks this machine
// before it stores a new status; the renderer can ask it before offering a move. A response never goes
// back to NotSent; it is Ready for submission or Submitted only while no required visible question is
// unanswered; and a Submitted response is reopened only by someone allowed to reopen it (not a Guest).

/** A requested move with the facts that decide it. */
export interface StatusMove {
  type: 'MOVE';
  to: FormResponseStatus;
  /** Names of the required visible questions still unanswered. */
  unanswered: readonly string[];
  /** The caller may move a Submitted response back (members and administrators; not a Guest). */
  mayReopen: boolean;
}

const COMPLETE_STATUSES: readonly FormResponseStatus[] = ['ReadyForSubmission', 'Submitted'];

const moves = (from: FormResponseStatus) =>
  (['New', 'Draft', 'ReadyForSubmission', 'Submitted'] as const)
    .filter((to) => to !== from)
    .map((to) => ({
      target: to,
      guard: {
        type: 'allowed' as const,
        params: { from, to },
      },
    }));

export const responseStatusMovesMachine = lazyMachine(() =>
  setup({
    types: { events: {} as StatusMove },
    guards: {
      allowed: ({ event }, params: { from: FormResponseStatus; to: FormResponseStatus }) =>
        event.to === params.to &&
        (params.from !== 'Submitted' || event.mayReopen) &&
        (!COMPLETE_STATUSES.includes(params.to) || event.unanswered.length === 0),
    },
  }).createMachine({
    id: 'responseStatusMoves',
    initial: 'New',
    states: {
      NotSent: { on: { MOVE: moves('NotSent') } },
      New: { on: { MOVE: moves('New') } },
      Draft: { on: { MOVE: moves('Draft') } },
      ReadyForSubmission: { on: { MOVE: moves('ReadyForSubmission') } },
      Submitted: { on: { MOVE: moves('Submitted') } },
    },
  }),
);

const MAX_NAMED = 10;

/** 'A, B and C', or the first ten and how many more. */
function nameList(names: readonly string[]): string {
  const unique = [...new Set(names)];
  const shown = unique.slice(0, MAX_NAMED);
  const more = unique.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** Why the move from `from` is refused, or null when the machine allows it (an unchanged status is allowed). */
export function statusMoveProblem(from: FormResponseStatus, move: StatusMove): string | null {
  if (from === move.to) return null;
  const start = responseStatusMovesMachine().resolveState({ value: from });
  const [next] = transition(responseStatusMovesMachine(), start, move);
  if (next.value === move.to) return null;
  if (move.to === 'NotSent') return 'A response that has been sent cannot go back to Not Sent.';
  if (from === 'Submitted' && !move.mayReopen)
    return 'This response has been submitted and cannot be changed.';
  return `These required questions are unanswered: ${nameList(move.unanswered)}.`;
}
