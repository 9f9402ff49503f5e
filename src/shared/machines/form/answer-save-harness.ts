import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ANSWER_SAVE_DEBOUNCE_MS, answerSaveMachine } from '../answer-save.machine.ts';
import { flush } from './test-support.ts';
import type { AnswerSaveInput } from '../answer-save.machine.ts';
import type { AnswerRequest, AnswerTarget } from './types.ts';
import { EMPTY_GUID } from '../../guid.ts';

// Runs the answer save machine on a simulated clock with recording fakes for its requests and toasts.

export const target: AnswerTarget = {
  formDefinitionGuid: 'form-1',
  responseGuid: 'response-1',
  formElementGuid: 'element-1',
  repeatableGroupGuid: EMPTY_GUID,
};

export function startAnswer(
  input: Partial<AnswerSaveInput> = {},
  responses: { submit?: () => Promise<unknown>; remove?: () => Promise<unknown> } = {},
) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const submitted: unknown[] = [];
  const deleted: unknown[] = [];
  const toasts: string[] = [];
  const reported: unknown[] = [];
  const machine = answerSaveMachine().provide({
    actors: {
      submitAnswer: fromPromise(async ({ input: request }: { input: AnswerRequest }) => {
        log.push('submit');
        submitted.push(request.value);
        return responses.submit ? responses.submit() : undefined;
      }),
      deleteAnswer: fromPromise(async ({ input: request }: { input: AnswerRequest }) => {
        log.push('delete');
        deleted.push(request.value);
        return responses.remove ? responses.remove() : undefined;
      }),
    },
    actions: {
      closeOlderErrorToasts: () => void log.push('closeOlderErrorToasts'),
      notify: (_, params) => void toasts.push(params.message),
      reportError: (_, params) => void reported.push(params.error),
    },
  });
  const actor = createActor(machine, { clock, input: { target, value: '', ...input } }).start();
  const type = (value: unknown) => actor.send({ type: 'answer.change', value });
  // Lets the debounce run out and the fake server answer.
  const settle = async () => {
    clock.increment(ANSWER_SAVE_DEBOUNCE_MS);
    await flush();
  };
  return { actor, clock, log, submitted, deleted, toasts, reported, type, settle };
}
