import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { StatusMove } from './response-status-moves.machine.ts';
import type { ElementMove, ElementMoveSource } from '../elements/element-moves.ts';
import {
  decideWorkflowChange,
  workflowMachine,
  type WorkflowContext,
  type WorkflowEvent,
  type WorkflowPermissions,
} from './workflow.machine.ts';

const statusList = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'InProgress', label: 'In Progress', isEndpoint: false },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];
const facts = (values: Partial<WorkflowContext> = {}): WorkflowContext => ({
  status: 'Started',
  statusList,
  archivedAt: null,
  ...values,
});
const member: WorkflowPermissions = { mayEdit: true, isSetup: false, mayArchive: false };
const setupStaff: WorkflowPermissions = { mayEdit: true, isSetup: true, mayArchive: true };
const outsider: WorkflowPermissions = { mayEdit: false, isSetup: false, mayArchive: false };

const move = (
  to: string,
  source: 'select' | 'element',
  permissions = member,
  elementMoves: ElementMove[] = [],
): WorkflowEvent => ({ type: 'status.move', to, source, permissions, elementMoves });
const open = (to: string, source: ElementMoveSource = 'changeStatusButton'): ElementMove => ({
  to,
  source,
  blockedBy: null,
});

const problemOf = (current: WorkflowContext, event: WorkflowEvent) => {
  const decision = decideWorkflowChange(current, event);
  return decision.ok ? null : decision.problem;
};

describe('workflow status moves', () => {
  it('lets setup staff choose any status of the list from the select, stored with the list’s spelling', () => {
    const decision = decideWorkflowChange(facts(), move('completed', 'select', setupStaff));
    expect(decision).toEqual({ ok: true, next: facts({ status: 'Completed' }) });
    expect(problemOf(facts(), move('InProgress', 'select', member))).toBe(
      'Only setup staff may choose a workflow status directly.',
    );
  });

  it('moves a member only to a status one of the workflow’s buttons, reviews or stamps sets', () => {
    expect(problemOf(facts(), move('InProgress', 'element', member, [open('InProgress')]))).toBeNull();
    expect(problemOf(facts(), move('Completed', 'element', member, [open('InProgress')]))).toBe(
      "No button, review or stamp of this workflow moves it to 'Completed'; only setup staff may.",
    );
  });

  it('refuses a member’s move while every element offering it is blocked, with the first element’s reason', () => {
    const blocked = (reason: string): ElementMove => ({ ...open('InProgress'), blockedBy: reason });
    expect(
      problemOf(facts(), move('InProgress', 'element', member, [blocked('Not yet.'), blocked('No.')])),
    ).toBe('Not yet.');
    expect(
      problemOf(facts(), move('InProgress', 'element', member, [blocked('Not yet.'), open('InProgress')])),
    ).toBeNull();
    // Setup staff are not held back by an element's state.
    expect(problemOf(facts(), move('InProgress', 'element', setupStaff, [blocked('Not yet.')]))).toBeNull();
  });

  it('refuses unknown statuses, callers without edit rights and any move of an archived workflow', () => {
    expect(problemOf(facts(), move('Closed', 'select', setupStaff))).toBe('Status not found');
    expect(problemOf(facts(), move('InProgress', 'element', outsider, [open('InProgress')]))).toBe(
      'You do not have permission to update workflows',
    );
    const archived = facts({ archivedAt: '2026-01-01T00:00:00Z' });
    expect(problemOf(archived, move('InProgress', 'select', setupStaff))).toBe(
      'This workflow is archived and cannot be edited.',
    );
  });

  it('compares positions in the status list for Answer Review confirm and back', () => {
    const all = (source: ElementMoveSource) =>
      ['Started', 'InProgress', 'Completed'].map((to) => open(to, source));
    const confirm = (to: string) => move(to, 'element', member, all('answerReviewConfirm'));
    const back = (to: string) => move(to, 'element', member, all('answerReviewBack'));
    const atProgress = facts({ status: 'InProgress' });
    expect(problemOf(atProgress, confirm('InProgress'))).toBeNull();
    expect(problemOf(atProgress, confirm('Started'))).toBe("The workflow is already at or past 'Started'.");
    expect(problemOf(atProgress, confirm('Completed'))).toBeNull();
    expect(problemOf(atProgress, back('Started'))).toBeNull();
    expect(problemOf(atProgress, back('Completed'))).toBe(
      "'Completed' is not before the workflow's current status.",
    );
  });
});

describe('archiving', () => {
  it('archives once, for those allowed, and the archived workflow stays read-only', () => {
    const at = '2026-03-01T10:00:00Z';
    const decision = decideWorkflowChange(facts(), { type: 'archive', at, permissions: setupStaff });
    expect(decision).toEqual({ ok: true, next: facts({ archivedAt: at }) });
    expect(problemOf(facts(), { type: 'archive', at, permissions: member })).toBe(
      'Only setup staff or someone who filled in one of its forms may archive this workflow.',
    );
    expect(problemOf(facts({ archivedAt: at }), { type: 'archive', at, permissions: setupStaff })).toBe(
      'This workflow is already archived.',
    );
  });

  it('runs as an actor the client keeps: a refused event leaves it unchanged, archive ends in archived', () => {
    const actor = createActor(workflowMachine(), { input: facts() }).start();
    actor.send(move('Completed', 'select', member));
    expect(actor.getSnapshot().context.status).toBe('Started');
    actor.send(move('Completed', 'select', setupStaff));
    expect(actor.getSnapshot().context.status).toBe('Completed');
    actor.send({ type: 'archive', at: '2026-03-01T10:00:00Z', permissions: setupStaff });
    expect(actor.getSnapshot().value).toBe('archived');
    actor.send(move('Started', 'select', setupStaff));
    expect(actor.getSnapshot().context.status).toBe('Completed');
  });
});

describe('response status moves inside a workflow', () => {
  const responseMove = (
    from: StatusMove['to'],
    to: StatusMove['to'],
    permissions = member,
    elementTargets: StatusMove['to'][] = [],
  ): WorkflowEvent => ({
    type: 'response.move',
    from,
    move: { type: 'MOVE', to, unanswered: [], mayReopen: true },
    permissions,
    elementTargets,
  });

  it('moves a response on freely but back only where a review or stamp of the form sends it', () => {
    expect(problemOf(facts(), responseMove('Draft', 'Submitted'))).toBeNull();
    expect(problemOf(facts(), responseMove('Submitted', 'Draft'))).toBe(
      'Only setup staff may move this response back to Draft; no review or stamp of the form does.',
    );
    expect(problemOf(facts(), responseMove('Submitted', 'Draft', member, ['Draft']))).toBeNull();
    expect(problemOf(facts(), responseMove('Submitted', 'Draft', setupStaff))).toBeNull();
  });

  it('keeps the base response rules and refuses every move in an archived workflow', () => {
    expect(problemOf(facts(), responseMove('Draft', 'NotSent', setupStaff))).toBe(
      'A response that has been sent cannot go back to Not Sent.',
    );
    expect(problemOf(facts({ archivedAt: '2026-01-01T00:00:00Z' }), responseMove('Draft', 'Submitted'))).toBe(
      'This workflow is archived and cannot be edited.',
    );
  });
});
