import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { checkAnswer } from '../elements/answer-checks.ts';
import type { FormElement } from '../generated/types.gen.ts';
import { ANSWER_SAVE_DEBOUNCE_MS, answerSaveMachine, effectiveAnswer } from './answer-save.machine.ts';
import { startAnswer, target } from './form/answer-save-harness.ts';
import { unreadableDraft } from './form/answer-value.ts';
import { deferred, flush } from './form/test-support.ts';

// Spec 5.3: an invalid value is not saved, and neither is an earlier value the user has typed past. The
// checks are the shared per-type answer checks the server runs on every write.

type Judged = Parameters<typeof checkAnswer>[0];
const element = (type: FormElement['type'], properties: Record<string, unknown>) =>
  ({ type, properties }) as Judged;
const checkedBy = (judged: Judged) => ({
  validate: (value: unknown) => checkAnswer(judged, value) ?? null,
});
const numberMax100 = checkedBy(element('Number', { max: 100 }));
const tenWords = checkedBy(element('RichText', { maxWordCount: 10 }));
const words = (count: number) =>
  `<p>${Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ')}</p>`;

/** Types each value 60 ms after the one before, as a person does. */
function typeAtHumanSpeed(session: ReturnType<typeof startAnswer>, values: unknown[]) {
  for (const value of values) {
    session.type(value);
    session.clock.increment(60);
  }
}

describe('answer save: a value typed past is not saved (transitions)', () => {
  it('drops the pending save of 25 once 250 is typed over a max of 100', () => {
    const [start] = initialTransition(answerSaveMachine(), { target, value: null, ...numberMax100 });
    const [typing] = transition(answerSaveMachine(), start, { type: 'answer.change', value: 25 });
    expect(typing.value).toBe('debouncing');
    const [over] = transition(answerSaveMachine(), typing, { type: 'answer.change', value: 250 });
    expect(over.value).toBe('invalid');
    expect(over.context.error).toBe('Error Saving: Must be less than or equal to 100');
    expect(effectiveAnswer(over)).toBeNull();
  });

  it('refuses text that does not read as a number with Invalid Input', () => {
    const [start] = initialTransition(answerSaveMachine(), { target, value: null, ...numberMax100 });
    const [typing] = transition(answerSaveMachine(), start, { type: 'answer.change', value: 12 });
    const [past] = transition(answerSaveMachine(), typing, {
      type: 'answer.change',
      value: unreadableDraft('12abc'),
    });
    expect(past.value).toBe('invalid');
    expect(past.context.error).toBe('Invalid Input');
  });
});

describe('answer save: a value typed past is not saved (over time)', () => {
  it('stores nothing when 2, 25, 250 are typed into a number with max 100', async () => {
    const session = startAnswer({ value: null, ...numberMax100 });
    typeAtHumanSpeed(session, [2, 25, 250]);
    await session.settle();
    session.clock.increment(ANSWER_SAVE_DEBOUNCE_MS * 4);
    await flush();
    expect(session.submitted).toEqual([]);
    expect(session.toasts).toEqual([]);
  });

  it('stores nothing when a 12-word rich text goes over a 10-word limit', async () => {
    const session = startAnswer({ value: null, ...tenWords });
    typeAtHumanSpeed(
      session,
      Array.from({ length: 12 }, (_, index) => words(index + 1)),
    );
    await session.settle();
    expect(session.submitted).toEqual([]);
    expect(session.actor.getSnapshot().context.error).toBe('Maximum 10 words - 12 entered');
  });

  it('does not follow a save in flight with the value typed past it', async () => {
    const first = deferred<void>();
    const session = startAnswer({ value: null, ...numberMax100 }, { submit: () => first.promise });
    session.type(25);
    await session.settle();
    expect(session.submitted).toEqual([25]);
    session.type(250);
    first.resolve();
    await flush();
    session.clock.increment(ANSWER_SAVE_DEBOUNCE_MS * 4);
    await flush();
    expect(session.submitted).toEqual([25]);
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.value).toBe('invalid');
    expect(snapshot.context.error).toBe('Error Saving: Must be less than or equal to 100');
    // What the rest of the form counts on is what the server now holds.
    expect(effectiveAnswer(snapshot)).toBe(25);
  });

  it('saves the corrected value once the user types back into range', async () => {
    const session = startAnswer({ value: null, ...numberMax100 });
    typeAtHumanSpeed(session, [2, 25, 250, 25]);
    await session.settle();
    expect(session.submitted).toEqual([25]);
  });
});
