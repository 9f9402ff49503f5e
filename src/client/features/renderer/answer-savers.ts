import { createActor, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import {
  answerSaveMachine,
  isAnswerSaving,
  isAnswerWaiting,
  unsavedAnswer,
} from '../../../shared/machines/answer-save.machine.ts';
import type { AnswerRequest } from '../../../shared/machines/form/types.ts';
import { lazyMachine } from '../../../shared/machines/lazy-machine.ts';
import { slotKey } from '../../../shared/rules/rule-evaluation.ts';
import type { RendererBackend } from './renderer-backend.ts';

type AnswerSaveMachine = ReturnType<typeof answerSaveMachine>;
type SaveActor = Actor<AnswerSaveMachine>;

export interface SaverEvents {
  /** The field's pending value or message changed: re-render it. */
  fieldChanged(elementGuid: string, row: string): void;
  /** Whether any save is in flight changed. */
  savingChanged(): void;
  /** A save or delete went through. */
  saved(elementGuid: string, row: string): void;
  /** What the field still has to get to the server changed (undefined: nothing). */
  unsavedChanged(elementGuid: string, row: string, unsaved: { value: unknown } | undefined): void;
}

/**
 * One answer-save actor per answer field (element + repeater row), made on the first edit so a large form
 * opens without starting a thousand actors. The machine debounces, saves or deletes, and keeps the typed
 * value and the server's message on failure; this class wires it to the backend and the renderer.
 */
export class AnswerSavers {
  readonly #actors = new Map<string, SaveActor>();
  readonly #saving = new Set<string>();
  readonly #waiting = new Set<string>();
  /** The machine with the backend's effects, provided at the first edit (a form opens without it). */
  readonly #machine: () => AnswerSaveMachine;

  constructor(
    readonly formDefinitionGuid: string,
    readonly responseGuid: string,
    backend: RendererBackend,
    private readonly events: SaverEvents,
  ) {
    const request = (input: AnswerRequest) => input.target;
    this.#machine = lazyMachine(() =>
      answerSaveMachine().provide({
        actors: {
          submitAnswer: fromPromise(({ input }: { input: AnswerRequest }) =>
            backend.submitAnswer(
              request(input).formElementGuid,
              request(input).repeatableGroupGuid,
              input.value,
            ),
          ),
          deleteAnswer: fromPromise(({ input }: { input: AnswerRequest }) =>
            backend.deleteAnswer(request(input).formElementGuid, request(input).repeatableGroupGuid),
          ),
        },
        actions: {
          closeOlderErrorToasts: () => backend.feedback.closeOlderErrorToasts(),
          notify: (_, params: { message: string }) => backend.feedback.notify(params.message),
          reportError: (_, params: { error: unknown }) => backend.feedback.reportError(params.error),
        },
      }),
    );
  }

  /** The field's actor, if it was ever edited. */
  find(elementGuid: string, row: string): SaveActor | undefined {
    return this.#actors.get(slotKey(elementGuid, row));
  }

  /** The field's actor, made with the value the server holds now when it does not exist yet. */
  obtain(
    elementGuid: string,
    row: string,
    savedValue: unknown,
    checks: {
      isEmpty: (value: unknown) => boolean;
      validate: (value: unknown) => string | null;
      isRetryable?: (error: unknown) => boolean;
    },
  ): SaveActor {
    const key = slotKey(elementGuid, row);
    const existing = this.#actors.get(key);
    if (existing) return existing;
    const actor = createActor(this.#machine(), {
      input: {
        target: {
          formDefinitionGuid: this.formDefinitionGuid,
          responseGuid: this.responseGuid,
          formElementGuid: elementGuid,
          repeatableGroupGuid: row,
        },
        value: savedValue,
        ...checks,
      },
    });
    let last = actor.getSnapshot();
    actor.subscribe((snapshot) => {
      const { context } = snapshot;
      if (context.pendingValue !== last.context.pendingValue || context.error !== last.context.error)
        this.events.fieldChanged(elementGuid, row);
      if (context.lastSavedValue !== last.context.lastSavedValue) this.events.saved(elementGuid, row);
      const unsaved = unsavedAnswer(snapshot);
      const before = unsavedAnswer(last);
      if (unsaved?.value !== before?.value || (unsaved === undefined) !== (before === undefined))
        this.events.unsavedChanged(elementGuid, row, unsaved);
      const changed = [
        toggle(this.#saving, key, isAnswerSaving(snapshot)),
        toggle(this.#waiting, key, isAnswerWaiting(snapshot)),
      ];
      if (changed.some(Boolean)) this.events.savingChanged();
      last = snapshot;
    });
    this.#actors.set(key, actor.start());
    return actor;
  }

  /** Whether a save or delete of any answer is in flight. */
  get isSaving(): boolean {
    return this.#saving.size > 0;
  }

  /** Whether any answer's save is waiting to be retried because the server could not be reached. */
  get isWaitingForConnection(): boolean {
    return this.#waiting.size > 0;
  }

  /** Sends every save waiting for its debounce now (the page is being hidden or closed). */
  flushAll(): void {
    for (const actor of this.#actors.values()) actor.send({ type: 'answer.flush' });
  }

  /** Retries every save waiting for the connection now (the browser is back online). */
  retryAll(): void {
    for (const actor of this.#actors.values()) actor.send({ type: 'connection.restored' });
  }

  stopAll(): void {
    for (const actor of this.#actors.values()) actor.stop();
    this.#actors.clear();
    this.#saving.clear();
    this.#waiting.clear();
  }
}

/** Adds or removes the key; true when that changed the set. */
function toggle(set: Set<string>, key: string, present: boolean): boolean {
  if (set.has(key) === present) return false;
  if (present) set.add(key);
  else set.delete(key);
  return true;
}
