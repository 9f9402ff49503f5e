import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition } from 'xstate';
import { ANSWER_SAVE_DEBOUNCE_MS, answerSaveMachine, isAnswerSaving } from './answer-save.machine.ts';
import { startAnswer, target } from './form/answer-save-harness.ts';
import { deferred, flush } from './form/test-support.ts';

const positive = (value: unknown) =>
  typeof value === 'number' && value < 0 ? 'Error Saving: Must be greater than or equal to 0' : null;

describe('answer save: transitions', () => {
  it('waits for the debounce after a change instead of saving at once', () => {
    const [start] = initialTransition(answerSaveMachine(), { target, value: 'old' });
    const [next] = transition(answerSaveMachine(), start, { type: 'answer.change', value: 'new' });
    expect(next.value).toBe('debouncing');
    expect(next.context.pendingValue).toBe('new');
    expect(next.context.lastSavedValue).toBe('old');
  });

  it('shows the validator message and schedules no save for an invalid value', () => {
    const [start] = initialTransition(answerSaveMachine(), { target, value: 1, validate: positive });
    const [next] = transition(answerSaveMachine(), start, { type: 'answer.change', value: -5 });
    expect(next.value).toBe('invalid');
    expect(next.context.error).toBe('Error Saving: Must be greater than or equal to 0');
    expect(next.context.pendingValue).toBe(-5);
  });

  it('does nothing when the value is typed back to what the server holds', () => {
    const [start] = initialTransition(answerSaveMachine(), { target, value: 'same' });
    const [typing] = transition(answerSaveMachine(), start, { type: 'answer.change', value: 'sam' });
    const [back] = transition(answerSaveMachine(), typing, { type: 'answer.change', value: 'same' });
    expect(back.value).toBe('idle');
  });
});

describe('answer save: debounce over time', () => {
  it('saves once, with the last value, when typing three times within 500 ms', async () => {
    const { clock, submitted, toasts, type } = startAnswer();
    type('H');
    clock.increment(200);
    type('Hi');
    clock.increment(200);
    type('Hi!');
    clock.increment(ANSWER_SAVE_DEBOUNCE_MS - 1);
    expect(submitted).toEqual([]);
    clock.increment(1);
    await flush();
    expect(submitted).toEqual(['Hi!']);
    expect(toasts).toEqual(['Saved']);
  });
});

describe('answer save: effects', () => {
  it('closes older error toasts before sending the save', async () => {
    const { log, type, settle } = startAnswer();
    type('text');
    await settle();
    expect(log).toEqual(['closeOlderErrorToasts', 'submit']);
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['NaN', Number.NaN],
    ['an empty list', []],
  ])('deletes the answer and says Removed when it is set to %s', async (_label, empty) => {
    const { actor, submitted, deleted, toasts, type, settle } = startAnswer({ value: 'before' });
    type(empty);
    await settle();
    expect(submitted).toEqual([]);
    expect(deleted).toEqual(['before']);
    expect(toasts).toEqual(['Removed']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('deletes a file answer when its last file is removed, naming the files removed', async () => {
    const files = [{ fileName: 'scan.pdf', fileGuid: 'file-1' }];
    const { deleted, type, settle } = startAnswer({ value: files, target: { ...target, isFile: true } });
    type([]);
    await settle();
    expect(deleted).toEqual([files]);
  });

  it('keeps the typed value and shows the server message when the save fails, and retries on the next edit', async () => {
    let fail = true;
    const problem = {
      title: 'Bad Request',
      status: 400,
      errors: { answerValue: ['Error Saving: Must be less than or equal to 10'] },
    };
    const { actor, submitted, toasts, reported, type, settle } = startAnswer(
      { value: 5 },
      { submit: () => (fail ? Promise.reject(problem) : Promise.resolve()) },
    );
    type(12);
    await settle();
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.context.pendingValue).toBe(12);
    expect(failed.context.lastSavedValue).toBe(5);
    expect(failed.context.error).toBe('Error Saving: Must be less than or equal to 10');
    expect(reported).toEqual([problem]);
    expect(toasts).toEqual([]);

    fail = false;
    type(9);
    await settle();
    expect(submitted).toEqual([12, 9]);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(toasts).toEqual(['Saved']);
  });

  it('queues changes made while a save is in flight and saves only the latest afterwards', async () => {
    const first = deferred<void>();
    let calls = 0;
    const { actor, submitted, type, settle } = startAnswer(
      {},
      { submit: () => (++calls === 1 ? first.promise : Promise.resolve()) },
    );
    type('a');
    await settle();
    expect(isAnswerSaving(actor.getSnapshot())).toBe(true);
    type('ab');
    type('abc');
    expect(submitted).toEqual(['a']);
    first.resolve();
    await flush();
    expect(isAnswerSaving(actor.getSnapshot())).toBe(false);
    await settle();
    expect(submitted).toEqual(['a', 'abc']);
    expect(actor.getSnapshot().context.lastSavedValue).toBe('abc');
  });

  it('does not save an invalid value, and saves once it is corrected', async () => {
    const { actor, clock, submitted, type, settle } = startAnswer({ value: 1, validate: positive });
    type(-1);
    clock.increment(ANSWER_SAVE_DEBOUNCE_MS * 2);
    await flush();
    expect(submitted).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('Error Saving: Must be greater than or equal to 0');
    type(3);
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(submitted).toEqual([3]);
  });

  it('takes a value refreshed from the server when nothing is being edited', () => {
    const { actor } = startAnswer({ value: 'mine' });
    actor.send({ type: 'answer.sync', value: 'theirs' });
    expect(actor.getSnapshot().context.pendingValue).toBe('theirs');
    expect(actor.getSnapshot().context.lastSavedValue).toBe('theirs');
  });

  it('fails with a clear message when the client did not provide the save actor', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(answerSaveMachine(), { clock, input: { target, value: '' } }).start();
    actor.send({ type: 'answer.change', value: 'x' });
    clock.increment(ANSWER_SAVE_DEBOUNCE_MS);
    await flush();
    expect(actor.getSnapshot().context.error).toMatch(/'submitAnswer' actor was not provided/);
  });
});
