import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  ANSWER_SAVE_DEBOUNCE_MS,
  answerSaveMachine,
  isAnswerWaiting,
  retryDelay,
  WAITING_FOR_CONNECTION_TEXT,
} from './answer-save.machine.ts';
import { startAnswer, target } from './form/answer-save-harness.ts';
import { flush } from './form/test-support.ts';

// A save that cannot reach the server is kept and sent again (with back-off, or at once when the connection
// returns); a save the server refuses is not retried by itself.

const unreachable = new TypeError('Failed to fetch');
const isRetryable = (error: unknown) => error instanceof TypeError;

describe('answer save: retry (transitions)', () => {
  it('sends a debounced save at once when the page is being hidden', () => {
    const [start] = initialTransition(answerSaveMachine(), { target, value: null });
    const [typing] = transition(answerSaveMachine(), start, { type: 'answer.change', value: 'a' });
    const [flushed] = transition(answerSaveMachine(), typing, { type: 'answer.flush' });
    expect(flushed.value).toBe('saving');
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('answer save: retry over time', () => {
  it('keeps an unreachable save, tries again with back-off and saves once the server answers', async () => {
    let failures = 2;
    const session = startAnswer(
      { value: null, isRetryable },
      { submit: async () => (failures-- > 0 ? Promise.reject(unreachable) : undefined) },
    );
    session.type('kept');
    await session.settle();
    expect(isAnswerWaiting(session.actor.getSnapshot())).toBe(true);
    expect(session.actor.getSnapshot().context.error).toBe(WAITING_FOR_CONNECTION_TEXT);
    expect(session.reported).toEqual([]);

    session.clock.increment(retryDelay(1));
    await session.settle();
    expect(session.submitted).toEqual(['kept', 'kept']);
    session.clock.increment(retryDelay(2) - 1);
    await flush();
    expect(session.submitted).toHaveLength(2);
    session.clock.increment(1);
    await session.settle();
    expect(session.submitted).toEqual(['kept', 'kept', 'kept']);
    expect(session.actor.getSnapshot().context).toMatchObject({ lastSavedValue: 'kept', error: null });
    expect(session.toasts).toEqual(['Saved']);
  });

  it('tries again at once when the connection is back, with the latest value typed meanwhile', async () => {
    let reachable = false;
    const session = startAnswer(
      { value: null, isRetryable },
      { submit: async () => (reachable ? undefined : Promise.reject(unreachable)) },
    );
    session.type('first');
    await session.settle();
    session.type('second');
    session.clock.increment(ANSWER_SAVE_DEBOUNCE_MS);
    await flush();
    expect(session.submitted).toEqual(['first', 'second']);
    reachable = true;
    session.actor.send({ type: 'connection.restored' });
    await session.settle();
    expect(session.submitted).toEqual(['first', 'second', 'second']);
    expect(session.actor.getSnapshot().context.lastSavedValue).toBe('second');
  });

  it('does not retry a value the server refused', async () => {
    const session = startAnswer(
      { value: null, isRetryable },
      { submit: async () => Promise.reject({ status: 400, title: 'Maximum 5 characters' }) },
    );
    session.type('toolong');
    await session.settle();
    session.clock.increment(retryDelay(10));
    await flush();
    expect(session.submitted).toEqual(['toolong']);
    expect(session.actor.getSnapshot().value).toBe('failed');
  });
});
