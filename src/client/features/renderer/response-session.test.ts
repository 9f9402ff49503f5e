import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { FormRule } from '../../../shared/generated/types.gen.ts';
import { fakeBackend } from './fake-backend.ts';
import { ResponseSession } from './response-session.ts';
import { RESPONSE_SLOT } from './slot-store.ts';
import { el, formOf } from './test-forms.ts';
import { loadAnswerJudge } from './answer-judge.ts';

const rule = {
  guid: 'r1',
  elementGuid: 'q2',
  ruleType: 'Hidden',
  conditions: [{ guid: 'c1', conditionType: 'FormElementBased', type: 'HasAnyValue', questionGuid: 'q1' }],
} as FormRule;
const form = formOf(
  [
    el('s', 'Section'),
    el('q1', 'Boolean', { parentGuid: 's' }),
    el('q2', 'SimpleText', { parentGuid: 's' }),
    el('q3', 'Number', { parentGuid: 's' }),
  ],
  [rule],
);

function open() {
  const { backend } = fakeBackend();
  const session = new ResponseSession({
    form,
    response: {
      guid: 'r',
      formDefinitionGuid: form.guid,
      orgGuid: 'o',
      status: 'Draft',
      answers: [{ formElementGuid: 'q3', repeatableGroupGuid: EMPTY_GUID, answerValue: '7' }],
    },
    backend,
    viewer: { userGuid: 'u', loginName: 'U', email: 'u@example.com', groupGuids: [] },
    org: { guid: 'o', name: 'O' },
  });
  return { session, backend };
}

// The page mounts its questions, the source of every change, once the answer checks are here.
beforeAll(() => loadAnswerJudge());

describe('ResponseSession', () => {
  it('loads saved answers and judges the rules once', () => {
    const { session } = open();
    expect(session.valueOf('q3', EMPTY_GUID)).toBe(7);
    expect(session.evaluation.isHidden('q2')).toBe(false);
    session.dispose();
  });

  it('bumps only the slots a change touched: the field, what its rules flipped and the response', () => {
    const { session } = open();
    const seen = { q1: vi.fn(), q2: vi.fn(), q3: vi.fn(), response: vi.fn() };
    session.slots.subscribe('q1', seen.q1);
    session.slots.subscribe('q2', seen.q2);
    session.slots.subscribe('q3', seen.q3);
    session.slots.subscribe(RESPONSE_SLOT, seen.response);
    // As the page draws them: an element subscribes to its slot and reads its verdict as it renders.
    expect(session.evaluation.isHidden('q2')).toBe(false);
    session.change('q1', EMPTY_GUID, true);
    expect(session.evaluation.isHidden('q2')).toBe(true);
    expect(seen.q1).toHaveBeenCalled();
    expect(seen.q2).toHaveBeenCalledTimes(1);
    expect(seen.response).toHaveBeenCalled();
    expect(seen.q3).not.toHaveBeenCalled();
    session.dispose();
  });

  it('takes the server answers after a refresh, dropping the ones it no longer has', () => {
    const { session } = open();
    session.applyServerAnswers([
      { formElementGuid: 'q1', repeatableGroupGuid: EMPTY_GUID, answerValue: 'true' },
    ]);
    expect(session.valueOf('q3', EMPTY_GUID)).toBeNull();
    expect(session.valueOf('q1', EMPTY_GUID)).toBe(true);
    expect(session.evaluation.isHidden('q2')).toBe(true);
    expect(session.recordOf('q1', EMPTY_GUID)?.answerValue).toBe('true');
    session.dispose();
  });
});
