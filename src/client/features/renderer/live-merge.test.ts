import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { ANSWER_SAVE_DEBOUNCE_MS } from '../../../shared/machines/answer-save.machine.ts';
import { fakeBackend } from './fake-backend.ts';
import { ResponseSession } from './response-session.ts';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';
import { loadAnswerJudge } from './answer-judge.ts';

// Answers someone else wrote reach the open response without taking away what this person is typing.

const form = formOf([el('name', 'SimpleText'), el('notes', 'SimpleText'), el('count', 'Number')]);
const stored = (guid: string, value: unknown): Answer => ({
  formElementGuid: guid,
  repeatableGroupGuid: EMPTY_GUID,
  answerValue: JSON.stringify(value),
});

function open(answers: Answer[] = []) {
  const { backend } = fakeBackend();
  const onAnswersChanged = vi.fn();
  const session = new ResponseSession({
    form,
    response: responseOf(answers),
    backend,
    viewer: TEST_VIEWER,
    org: TEST_ORG,
    onAnswersChanged,
  });
  return { session, backend, onAnswersChanged };
}

afterEach(() => vi.useRealTimers());

// The page mounts its questions, the source of every change, once the answer checks are here.
beforeAll(() => loadAnswerJudge());

describe('merging answers written by someone else', () => {
  it('shows their answer in a field this person has not touched', () => {
    const { session, onAnswersChanged } = open([stored('name', 'Ann')]);
    session.mergeRemoteAnswers([stored('name', 'Bea'), stored('count', 3)], { complete: false });
    expect(session.valueOf('name', EMPTY_GUID)).toBe('Bea');
    expect(session.valueOf('count', EMPTY_GUID)).toBe(3);
    expect(onAnswersChanged).toHaveBeenCalledTimes(1);
  });

  it('keeps a half-typed answer waiting for its save, and saves it afterwards', async () => {
    vi.useFakeTimers();
    const { session, backend } = open();
    session.change('notes', EMPTY_GUID, 'half-typ');
    session.mergeRemoteAnswers([stored('notes', 'theirs'), stored('name', 'Bea')], { complete: false });
    expect(session.valueOf('notes', EMPTY_GUID)).toBe('half-typ');
    expect(session.valueOf('name', EMPTY_GUID)).toBe('Bea');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DEBOUNCE_MS);
    expect(backend.submitAnswer).toHaveBeenCalledWith('notes', EMPTY_GUID, 'half-typ');
    expect(backend.submitAnswer).toHaveBeenCalledTimes(1);
  });

  it('holds a value back while the person is in the field and takes it when they leave', () => {
    const { session } = open([stored('name', 'Ann')]);
    const inName = (guid: string) => guid === 'name';
    session.mergeRemoteAnswers([stored('name', 'Bea')], { complete: false, isEditing: inName });
    expect(session.valueOf('name', EMPTY_GUID)).toBe('Ann');
    session.takeDeferred('name', EMPTY_GUID);
    expect(session.valueOf('name', EMPTY_GUID)).toBe('Bea');
  });

  it('clears an answer they removed when the list is complete, and only then', () => {
    const { session } = open([stored('name', 'Ann'), stored('count', 3)]);
    session.mergeRemoteAnswers([stored('count', 3)], { complete: false });
    expect(session.valueOf('name', EMPTY_GUID)).toBe('Ann');
    session.mergeRemoteAnswers([stored('count', 3)], { complete: true });
    expect(session.valueOf('name', EMPTY_GUID)).toBeNull();
  });

  it('tells nobody when nothing changed', () => {
    const { session, onAnswersChanged } = open([stored('name', 'Ann')]);
    session.mergeRemoteAnswers([stored('name', 'Ann')], { complete: false });
    expect(onAnswersChanged).not.toHaveBeenCalled();
  });
});
