import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormElement } from '../generated/types.gen.ts';
import {
  declaredElementMoves,
  elementMovesOf,
  setsWorkflowStatus,
  type ElementMoveFacts,
} from './element-moves.ts';

const element = (type: string, properties: Record<string, unknown>, extra: Partial<FormElement> = {}) =>
  ({
    guid: `${type}-guid`,
    type,
    label: `The ${type}`,
    questionCode: type,
    parentGuid: 'section',
    properties,
    ...extra,
  }) as FormElement;

const facts = (values: Partial<ElementMoveFacts> = {}): ElementMoveFacts => ({
  formName: 'Intake',
  usable: true,
  unansweredCount: 0,
  value: null,
  ...values,
});

const stamp = (revoked: boolean) => ({
  guid: 's1',
  userGuid: 'u1',
  userName: 'Nora',
  timeStamped: '2026-03-01T10:00:00Z',
  revoked,
});

describe('the moves a Change Status button offers', () => {
  const button = element('ChangeStatusButton', {
    changeWorkflowStatusTo: 'InProgress',
    disableIfUnansweredQuestions: true,
  });

  it('is open while usable and, when it asks for it, once every question is answered', () => {
    expect(elementMovesOf(button, facts())).toEqual([
      { to: 'InProgress', source: 'changeStatusButton', blockedBy: null },
    ]);
    expect(elementMovesOf(button, facts({ unansweredCount: 2 }))[0]!.blockedBy).toBe(
      "'The ChangeStatusButton' in Intake cannot move the workflow while questions are unanswered.",
    );
    expect(elementMovesOf(button, facts({ usable: false }))[0]!.blockedBy).toBe(
      "'The ChangeStatusButton' in Intake is hidden or read-only for you, so it cannot move the workflow.",
    );
  });

  it('ignores unanswered questions when the button does not ask for them, and offers nothing without a target', () => {
    const lenient = element('ChangeStatusButton', { changeWorkflowStatusTo: 'Done' });
    expect(elementMovesOf(lenient, facts({ unansweredCount: 3 }))[0]!.blockedBy).toBeNull();
    const aimless = element('ChangeStatusButton', { changeWorkflowStatusTo: '  ' });
    expect(elementMovesOf(aimless, facts())).toEqual([]);
    expect(setsWorkflowStatus(aimless)).toBe(false);
    expect(setsWorkflowStatus(lenient)).toBe(true);
  });
});

describe('the moves an Answer Review offers', () => {
  const review = element('AnswerReview', {
    changeWorkflowStatusTo: 'Review',
    changeWorkflowStatusBackTo: 'Started',
  });

  it('confirms forward once nothing is unanswered and goes back only while something is', () => {
    const complete = elementMovesOf(review, facts());
    expect(complete).toEqual([
      { to: 'Review', source: 'answerReviewConfirm', blockedBy: null },
      {
        to: 'Started',
        source: 'answerReviewBack',
        blockedBy:
          "The answer review 'The AnswerReview' in Intake has no unanswered questions, so the workflow does not go back.",
      },
    ]);
    const missing = elementMovesOf(review, facts({ unansweredCount: 1 }));
    expect(missing.map((move) => move.blockedBy)).toEqual([
      "The answer review 'The AnswerReview' in Intake still has unanswered questions.",
      null,
    ]);
  });

  it('offers no confirm when its confirm button is hidden', () => {
    const hidden = element('AnswerReview', { changeWorkflowStatusTo: 'Review', hideConfirmButton: true });
    expect(elementMovesOf(hidden, facts())).toEqual([]);
  });
});

describe('the moves a name stamp offers', () => {
  const stampElement = element('NameStamp', {
    changeWorkflowStatusTo: 'Approved',
    changeWorkflowStatusBackTo: 'Review',
  });

  it('approves while a stamp stands and goes back once every stamp is revoked', () => {
    const stamped = elementMovesOf(stampElement, facts({ value: [stamp(true), stamp(false)] }));
    expect(stamped.map((move) => [move.source, move.blockedBy])).toEqual([
      ['nameStampApprove', null],
      ['nameStampRevoke', "'The NameStamp' in Intake is still stamped."],
    ]);
    const revoked = elementMovesOf(stampElement, facts({ value: [stamp(true)] }));
    expect(revoked.map((move) => move.blockedBy)).toEqual([
      "'The NameStamp' in Intake has not been stamped.",
      null,
    ]);
  });
});

describe('declaredElementMoves', () => {
  it('lists every configured move of the active elements as open, leaving archived ones out', () => {
    const form = {
      guid: 'form',
      components: [
        element('Section', {}, { guid: 'section', parentGuid: null }),
        element('ChangeStatusButton', { changeWorkflowStatusTo: 'A' }),
        element('NameStamp', { changeWorkflowStatusTo: 'B' }, { guid: 'stamp', isArchived: true }),
        element('SimpleText', {}, { guid: 'text' }),
      ],
    } as unknown as FormDefinition;
    expect(declaredElementMoves([form])).toEqual([
      { to: 'A', source: 'changeStatusButton', blockedBy: null },
    ]);
  });
});
