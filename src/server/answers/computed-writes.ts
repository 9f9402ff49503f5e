import type { Db } from '../db/database.ts';
import type { Caller } from '../auth/caller.ts';
import { computeAfterSave, type ComputedUpdate } from '../../shared/computed/compute-after-save.ts';
import { writeAnswerWithHistory, type AnswerKey } from '../repositories/answers.ts';
import type { ResponseContext } from './response-context.ts';

/** A computed target's new value as it is to be stored, with whether the rules hide it. */
export interface ComputedWrite {
  elementGuid: string;
  repeatableGroupGuid: string;
  value: unknown;
  isHidden: boolean;
}

/**
 * Recomputes the element events fed by the changed answers and applies their results to the context's
 * answers and rule state; returns the writes to store, in order. Computed targets are written even when
 * read-only: read-only refuses people's writes, not the form's own arithmetic. Events that cannot run
 * leave their target alone. Nothing is written here, so a write knows what follows its answer before
 * sending it.
 */
export async function planComputedAnswers(
  context: ResponseContext,
  changes: readonly { elementGuid: string; row: string }[],
): Promise<ComputedWrite[]> {
  const { form, state, evaluator, tree } = context;
  // Several changes (a removed repeater row) may reach one target; its last computed value wins.
  const updates = new Map<string, ComputedUpdate>();
  for (const change of changes) {
    const result = await computeAfterSave(form, state.answers, change.elementGuid, change.row, {
      evaluation: evaluator.current(state),
      tree,
    });
    for (const update of result.updates)
      updates.set(`${update.elementGuid}/${update.repeatableGroupGuid}`, update);
  }
  const writes: ComputedWrite[] = [];
  for (const update of updates.values()) {
    const evaluation = evaluator.current(state);
    writes.push({
      elementGuid: update.elementGuid,
      repeatableGroupGuid: update.repeatableGroupGuid,
      value: update.newValue ?? null,
      isHidden: evaluation.isHidden(update.elementGuid, update.repeatableGroupGuid),
    });
    state.answers.setValue(update.elementGuid, update.repeatableGroupGuid, update.newValue);
    evaluator.update(state, update.elementGuid, update.repeatableGroupGuid);
  }
  return writes;
}

/** Stores the computed writes, each change with its history, in the caller's transaction. */
export async function writeComputedAnswers(
  tx: Db,
  writes: readonly ComputedWrite[],
  keyOf: (elementGuid: string, row: string) => AnswerKey,
  caller: Caller,
): Promise<void> {
  for (const write of writes) {
    const key = keyOf(write.elementGuid, write.repeatableGroupGuid);
    await writeAnswerWithHistory(tx, key, write.value, caller.loginAccountGuid, { isHidden: write.isHidden });
  }
}
