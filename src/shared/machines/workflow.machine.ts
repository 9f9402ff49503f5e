import { assign, setup, transition } from 'xstate';
import { lazyMachine } from './lazy-machine.ts';
import type { FormResponseStatus, StatusListEntry } from '../generated/types.gen.ts';
import { compareStatus } from './form/status-order.ts';
import { statusMoveProblem, type StatusMove } from './response-status-moves.machine.ts';
import type { ElementMove, ElementMoveSource } from '../elements/element-moves.ts';

// The life of one workflow instance (spec forms-and-workflows 4.1, 4.3–4.6, 6). The server resolves this
// machine from the stored instance and sends it the requested change: a change the machine refuses is
// answered with the refusal's message and nothing is written. The client runs the same machine for
// instant feedback. Every refusal is worded by `workflowChangeProblem`, which the guards also ask, so
// the message and the decision cannot disagree.

/** What moved the workflow: the setup select, or one of the form elements that set statuses. */
export type WorkflowMoveSource = 'select' | ElementMoveSource;

/** What the caller may do to this workflow (decided by the server from roles, entity and groups). */
export interface WorkflowPermissions {
  /** Own entity's workflow, a group with access to all responses, or setup staff (spec 6). */
  mayEdit: boolean;
  /** Setup staff: the Change Status select and any response status move. */
  isSetup: boolean;
  /** View Setup, or the caller created one of the workflow's responses (spec 4.6). */
  mayArchive: boolean;
}

export interface WorkflowStatusMoveEvent {
  type: 'status.move';
  to: string;
  /** The setup select, or an element of the workflow's forms (which one is found among `elementMoves`). */
  source: 'select' | 'element';
  permissions: WorkflowPermissions;
  /**
   * The moves the workflow's Change Status buttons, Answer Reviews and name stamps offer, each open or
   * blocked (src/shared/elements/element-moves.ts). Outside the setup select a workflow moves only along an
   * open one.
   */
  elementMoves: readonly ElementMove[];
}

export interface WorkflowArchiveEvent {
  type: 'archive';
  at: string;
  permissions: WorkflowPermissions;
}

export interface ResponseStatusMoveEvent {
  type: 'response.move';
  from: FormResponseStatus;
  move: StatusMove;
  permissions: WorkflowPermissions;
  /** Statuses the response's own Answer Review and name stamps set (on confirm, stamp, back, revoke). */
  elementTargets: readonly FormResponseStatus[];
}

export type WorkflowEvent = WorkflowStatusMoveEvent | WorkflowArchiveEvent | ResponseStatusMoveEvent;

export interface WorkflowContext {
  status: string;
  statusList: readonly StatusListEntry[];
  archivedAt: string | null;
}

export const WORKFLOW_MESSAGES = {
  noPermission: 'You do not have permission to update workflows',
  archived: 'This workflow is archived and cannot be edited.',
  alreadyArchived: 'This workflow is already archived.',
  mayNotArchive: 'Only setup staff or someone who filled in one of its forms may archive this workflow.',
  statusNotFound: 'Status not found',
  selectIsSetupOnly: 'Only setup staff may choose a workflow status directly.',
  notAnElementTarget: (label: string) =>
    `No button, review or stamp of this workflow moves it to '${label}'; only setup staff may.`,
  alreadyAtOrPast: (label: string) => `The workflow is already at or past '${label}'.`,
  backMustGoBack: (label: string) => `'${label}' is not before the workflow's current status.`,
  responseBackIsSetupOnly: (status: string) =>
    `Only setup staff may move this response back to ${status}; no review or stamp of the form does.`,
} as const;

/** Position of a status code in the ordered list (codes compare case-insensitively); -1 when unknown. */
export function workflowStatusIndex(statusList: readonly StatusListEntry[], code: string): number {
  const wanted = code.toLowerCase();
  return statusList.findIndex((entry) => entry.code.toLowerCase() === wanted);
}

/** The entry of a status code, or undefined. */
export function workflowStatusEntry(
  statusList: readonly StatusListEntry[],
  code: string,
): StatusListEntry | undefined {
  return statusList[workflowStatusIndex(statusList, code)];
}

/** The label the screens show for a status code (the code itself when the list does not know it). */
export function workflowStatusLabel(statusList: readonly StatusListEntry[], code: string): string {
  return workflowStatusEntry(statusList, code)?.label ?? code;
}

/** Why an element's move to `target` is refused by its direction: confirm moves on, back moves back. */
function directionProblem(move: ElementMove, current: number, target: number, label: string): string | null {
  // 4.3: at or past the target, confirm is hidden; going back must go back.
  if (move.source === 'answerReviewConfirm' && current >= target)
    return WORKFLOW_MESSAGES.alreadyAtOrPast(label);
  if (move.source === 'answerReviewBack' && current !== -1 && target >= current)
    return WORKFLOW_MESSAGES.backMustGoBack(label);
  return null;
}

function statusMoveProblemOf(context: WorkflowContext, event: WorkflowStatusMoveEvent): string | null {
  const { permissions } = event;
  if (!permissions.mayEdit) return WORKFLOW_MESSAGES.noPermission;
  if (context.archivedAt !== null) return WORKFLOW_MESSAGES.archived;
  const target = workflowStatusIndex(context.statusList, event.to);
  if (target === -1) return WORKFLOW_MESSAGES.statusNotFound;
  const label = context.statusList[target]!.label;
  if (event.source === 'select') return permissions.isSetup ? null : WORKFLOW_MESSAGES.selectIsSetupOnly;
  // Setup staff may make any move; a button, review or stamp they use needs no further reason.
  if (permissions.isSetup) return null;
  const wanted = event.to.toLowerCase();
  const candidates = event.elementMoves.filter((move) => move.to.toLowerCase() === wanted);
  if (candidates.length === 0) return WORKFLOW_MESSAGES.notAnElementTarget(label);
  const current = workflowStatusIndex(context.statusList, context.status);
  // Any one element able to make the move is enough; otherwise the first element's reason is given.
  const problems = candidates.map((move) => move.blockedBy ?? directionProblem(move, current, target, label));
  return problems.includes(null) ? null : problems[0]!;
}

function archiveProblemOf(context: WorkflowContext, event: WorkflowArchiveEvent): string | null {
  if (context.archivedAt !== null) return WORKFLOW_MESSAGES.alreadyArchived;
  if (!event.permissions.mayArchive) return WORKFLOW_MESSAGES.mayNotArchive;
  return null;
}

function responseMoveProblemOf(context: WorkflowContext, event: ResponseStatusMoveEvent): string | null {
  if (context.archivedAt !== null) return WORKFLOW_MESSAGES.archived;
  const base = statusMoveProblem(event.from, event.move);
  if (base) return base;
  const backwards = compareStatus(event.move.to, event.from) < 0;
  // Moving a response on is the person answering's business; moving it back is what a review or stamp
  // of the form is configured to do, or a setup override.
  if (backwards && !event.permissions.isSetup && !event.elementTargets.includes(event.move.to))
    return WORKFLOW_MESSAGES.responseBackIsSetupOnly(event.move.to);
  return null;
}

/** Why the machine refuses the change, or null when it accepts it. An unchanged status is accepted as a no-op. */
export function workflowChangeProblem(context: WorkflowContext, event: WorkflowEvent): string | null {
  switch (event.type) {
    case 'status.move':
      if (context.archivedAt === null && event.to === context.status && event.permissions.mayEdit)
        return null;
      return statusMoveProblemOf(context, event);
    case 'archive':
      return archiveProblemOf(context, event);
    case 'response.move':
      if (event.from === event.move.to)
        return context.archivedAt === null ? null : WORKFLOW_MESSAGES.archived;
      return responseMoveProblemOf(context, event);
  }
}

const accepted = ({ context, event }: { context: WorkflowContext; event: WorkflowEvent }) =>
  workflowChangeProblem(context, event) === null;

export const workflowMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as WorkflowContext,
      context: {} as WorkflowContext,
      events: {} as WorkflowEvent,
    },
    guards: { accepted },
  }).createMachine({
    id: 'workflow',
    context: ({ input }) => ({ ...input }),
    initial: 'active',
    states: {
      active: {
        always: { guard: ({ context }) => context.archivedAt !== null, target: 'archived' },
        on: {
          'status.move': {
            guard: 'accepted',
            actions: assign({
              // Stored with the list's spelling of the code.
              status: ({ context, event }) =>
                workflowStatusEntry(context.statusList, event.to)?.code ?? event.to,
            }),
          },
          archive: {
            guard: 'accepted',
            target: 'archived',
            actions: assign({ archivedAt: ({ event }) => event.at }),
          },
        },
      },
      // Read-only for good: nothing moves an archived workflow, and it is never archived again.
      archived: {},
    },
  }),
);

export type WorkflowDecision = { ok: true; next: WorkflowContext } | { ok: false; problem: string };

/** Runs one change through the machine from the stored facts: the new facts, or why it is refused. */
export function decideWorkflowChange(current: WorkflowContext, event: WorkflowEvent): WorkflowDecision {
  const problem = workflowChangeProblem(current, event);
  if (problem !== null) return { ok: false, problem };
  const start = workflowMachine().resolveState({
    value: current.archivedAt === null ? 'active' : 'archived',
    context: { ...current },
  });
  const [next] = transition(workflowMachine(), start, event);
  return { ok: true, next: next.context };
}
