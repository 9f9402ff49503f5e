import type { Db } from '../db/database.ts';
import type { Caller } from '../auth/caller.ts';
import { computeAfterSave, type ComputedUpdate } from '../../shared/computed/compute-after-save.ts';
import { writeAnswerWithHistory, type AnswerKey } from '../repositories/answers.ts';
import type { ResponseContext } from './response-context.ts';

/**
 * Recomputes the element events fed by the changed answers and stores their targets, each change with
 * its history, in the caller's transaction. Computed targets are written even when read-only: read-only
 * refuses people's writes, not the form's own arithmetic. Events that cannot run leave their target alone.
 */
export async function writeComputedAnswers(
  tx: Db,
  context: ResponseContext,
  changes: readonly { elementGuid: string; row: string }[],
  keyOf: (elementGuid: string, row: string) => AnswerKey,
  caller: Caller,
): Promise<void> {
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
  for (const update of updates.values()) {
    const evaluation = evaluator.current(state);
    const isHidden = evaluation.isHidden(update.elementGuid, update.repeatableGroupGuid);
    const key = keyOf(update.elementGuid, update.repeatableGroupGuid);
    await writeAnswerWithHistory(tx, key, update.newValue ?? null, caller.loginAccountGuid, { isHidden });
    state.answers.setValue(update.elementGuid, update.repeatableGroupGuid, update.newValue);
    evaluator.update(state, update.elementGuid, update.repeatableGroupGuid);
  }
}
