import type { Db } from '../db/database.ts';
import type { WriteCaller } from '../auth/caller-in-handler.ts';
import type { AccountAccess } from '../auth/caller.ts';
import type { FormResponseStatus } from '../../shared/generated/types.gen.ts';
import { changesValue, type AnswerRow } from '../repositories/answers.ts';
import { responseFromRow } from '../repositories/form-responses.ts';
import type { LockedResponse } from './form-source.ts';
import { loadResponseContext } from './response-context.ts';
import { assertWritable, elementOf, normaliseRow } from './write-checks.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { prepareValue } from './prepare-value.ts';
import { answerReferences } from './answer-references.ts';
import { backStatusIfIncomplete } from './status-moves.ts';
import { planComputedAnswers, type ComputedWrite } from './computed-writes.ts';
import type { Produced, WriteContext, WriteOptions, WriteTarget } from './pipeline.ts';

// A write judged before anything is written: who writes, whether they may, the value the producer makes and
// what storing it changes. A refusal throws. The save path judges on what its response's lock read
// (pipeline.ts), or on what the instance holds from the save before, checked unchanged by the statement
// that writes (save-on-held-state.ts).

/** A removal asked for with the write (a repeater row's answers), with the row it removes. */
export interface JudgedRemoval {
  elementGuid: string;
  row: string;
  stored: AnswerRow | null;
}

export interface JudgedWrite {
  context: WriteContext;
  /** The value to store: null removes the answer. */
  value: unknown;
  /** The answer's stored row, null when there is none. */
  stored: AnswerRow | null;
  removals: JudgedRemoval[];
  /** Whether the value differs from the stored one. */
  answerChanges: boolean;
  /** Whether anything at all changes: the answer or one of the removals. */
  changesAnything: boolean;
  computed: ComputedWrite[];
  /** The status a response Ready for submission returns to, having lost a required answer. */
  back: FormResponseStatus | null;
  /** The answer's own statement is all the write sends: nothing is removed or computed, no status moves. */
  onlyThisAnswer: boolean;
}

/** What a lock (or the held state of the save before) read: the response and the caller's access. */
export interface ReadForWrite {
  locked: LockedResponse | undefined;
  access: AccountAccess | undefined;
}

export async function judgeWrite(
  tx: Db,
  target: WriteTarget,
  writeCaller: WriteCaller,
  { locked, access }: ReadForWrite,
  produce: (context: WriteContext) => Produced | Promise<Produced>,
  options: WriteOptions,
): Promise<JudgedWrite> {
  const caller = 'resolve' in writeCaller ? writeCaller.resolve(access) : writeCaller;
  if (options.checkAccess)
    await options.checkAccess(tx, locked && responseFromRow(locked.response, locked.formType));
  const response = locked?.response;
  if (!response || response.formDefinitionGuid !== target.formGuid.toLowerCase()) {
    throw refuse(REFUSALS.responseNotFound, 404);
  }
  const loaded = await loadResponseContext(
    tx,
    response,
    caller.loginAccountGuid,
    locked.definitionVersion,
    'refuse',
    locked.workflow ?? null,
    locked.answers,
    'asked',
  );
  const element = elementOf(loaded, target.elementGuid);
  const row = normaliseRow(target.repeatableGroupGuid);
  assertWritable(loaded, element, row, options.mode ?? 'answer');
  const context: WriteContext = {
    ...loaded,
    element,
    repeatableGroupGuid: row,
    current: loaded.state.answers.get(element.guid, row),
    caller,
    tx,
  };
  const produced = await produce(context);
  const references = await answerReferences(tx, element, response.orgGuid, produced.value);
  const value = prepareValue(element, produced.value, options.keepEmpty === true, references);

  // The answers were read after the response was locked, so the stored rows are current, and what a
  // write changes is known before anything is sent.
  const stored = storedRow(loaded.rows, element.guid, row);
  const removals = (produced.removeAlso ?? []).map((extra) => ({
    elementGuid: extra.elementGuid,
    row: extra.repeatableGroupGuid,
    stored: storedRow(loaded.rows, extra.elementGuid, extra.repeatableGroupGuid),
  }));
  const answerChanges = changesValue(stored, value);
  const changes = [
    ...(answerChanges ? [{ elementGuid: element.guid, row }] : []),
    ...removals.filter((removal) => changesValue(removal.stored, null)),
  ];
  let computed: ComputedWrite[] = [];
  let back: FormResponseStatus | null = null;
  if (changes.length > 0) {
    const { answers } = loaded.state;
    answers.setValue(element.guid, row, value);
    for (const removal of removals) answers.remove(removal.elementGuid, removal.row);
    for (const change of changes) loaded.evaluator.update(loaded.state, change.elementGuid, change.row);
    computed = await planComputedAnswers(loaded, changes);
    back = backStatusIfIncomplete(loaded);
  }
  return {
    context,
    value,
    stored,
    removals,
    answerChanges,
    changesAnything: changes.length > 0,
    computed,
    back,
    onlyThisAnswer: changes.length === 1 && answerChanges && computed.length === 0 && back === null,
  };
}

/** The stored row of an answer among the rows the write read under its lock (null when none). */
function storedRow(rows: readonly AnswerRow[], elementGuid: string, row: string): AnswerRow | null {
  const elementKey = elementGuid.toLowerCase();
  const rowKey = row.toLowerCase();
  return (
    rows.find((answer) => answer.formElementGuid === elementKey && answer.repeatableGroupGuid === rowKey) ??
    null
  );
}
