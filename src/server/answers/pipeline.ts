import type { Db } from '../db/database.ts';
import type { Caller } from '../auth/caller.ts';
import type { WriteCaller } from '../auth/caller-in-handler.ts';
import type { Answer, FormElement, FormResponseStatus } from '../../shared/generated/types.gen.ts';
import {
  toAnswerDto,
  touchResponse,
  writeAnswerWithHistory,
  type AnswerKey,
  type AnswerRow,
  changesValue,
} from '../repositories/answers.ts';
import { lockResponseForWrite } from './form-source.ts';
import { knownAnswers, rememberAnswers, withAnswerRow } from './committed-answers.ts';
import { responseFromRow, type StoredFormResponse } from '../repositories/form-responses.ts';
import { loadResponseContext, type ResponseContext } from './response-context.ts';
import { assertWritable, elementOf, normaliseRow, type WriteMode } from './write-checks.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { prepareValue } from './prepare-value.ts';
import { answerReferences } from './answer-references.ts';
import { backStatusIfIncomplete, moveResponseStatus } from './status-moves.ts';
import { planComputedAnswers, writeComputedAnswers, type ComputedWrite } from './computed-writes.ts';

/** Which answer a write targets. */
export interface WriteTarget {
  formGuid: string;
  responseGuid: string;
  elementGuid: string;
  /** The repeater row; the empty guid outside repeaters. */
  repeatableGroupGuid: string;
}

/** What a write's producer sees: the loaded response, the element, its stored value and who writes. */
export interface WriteContext extends ResponseContext {
  readonly element: FormElement;
  readonly repeatableGroupGuid: string;
  /** The stored value (parsed), undefined when there is none. */
  readonly current: unknown;
  readonly caller: Caller;
  /** The write's transaction, for rows that belong with the answer (an uploaded file). */
  readonly tx: Db;
}

/** A producer's result: the new value (null removes the answer) and answers to remove with it (a repeater row's). */
export interface Produced {
  value: unknown;
  removeAlso?: readonly { elementGuid: string; repeatableGroupGuid: string }[];
}

export interface WriteOptions {
  /** 'special' lets the stamp, discussion, file and repeater calls write their display-only or structured elements. */
  mode?: WriteMode;
  /** Keep an answer that counts as empty: revoked stamps stay visible, so a stamp list is never removed. */
  keepEmpty?: boolean;
  /**
   * Checks the caller may reach the response, on the row the write's lock read (undefined: no such
   * response), before anything else is judged; for routes whose access rule leaves that check to the
   * handler. It throws to refuse, and nothing is written.
   */
  checkAccess?: (tx: Db, response: StoredFormResponse | undefined) => Promise<void>;
}

export interface WriteResult {
  context: WriteContext;
  /** The stored value after the write (null when the answer was removed). */
  value: unknown;
  answer: Answer | null;
}

/**
 * The one way answers are written. In one transaction, holding the response row: loads the form, the
 * answers and the rule evaluation; refuses writes the element or the rules do not allow; lets the
 * producer make the new value from the stored one; sanitises and validates it (an empty value removes
 * the answer); stores it with its history; recomputes the element events fed by it; touches the response
 * and, when a response Ready for submission lost a required answer, returns it to its back status.
 * A refusal throws before anything is written, so nothing changes.
 */
export async function writeAnswer(
  db: Db,
  target: WriteTarget,
  /** The caller, or their token's subject for the lock to read them by (a save's route). */
  writeCaller: WriteCaller,
  produce: (context: WriteContext) => Produced | Promise<Produced>,
  options: WriteOptions = {},
): Promise<WriteResult> {
  // What this save leaves of the response's answers, known once it has committed (committed-answers.ts).
  let committed: { version: number; rows: readonly AnswerRow[] } | undefined;
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const known = knownAnswers(db, target.responseGuid);
    const { locked, caller: access } = await lockResponseForWrite(
      tx,
      target.responseGuid,
      'resolve' in writeCaller ? writeCaller.subject : null,
      known,
    );
    // Answers the lock read anew are kept; answers it left out are the ones already kept.
    if (locked && locked.answers !== known?.rows)
      rememberAnswers(db, locked.response.guid, locked.answersVersion, locked.answers);
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

    const key = (elementGuid: string, repeatableGroupGuid: string): AnswerKey => ({
      formResponseGuid: response.guid,
      formElementGuid: elementGuid,
      repeatableGroupGuid,
    });
    // The answers were read after the response was locked, so the stored rows are current, and what a
    // write changes is known before anything is sent: when only the answer's own statement is left to
    // send, COMMIT goes out with it.
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
    const onlyThisAnswer = changes.length === 1 && answerChanges && computed.length === 0 && back === null;
    const written = await writeAnswerWithHistory(tx, key(element.guid, row), value, caller.loginAccountGuid, {
      stored,
      touch: { workflowGuid: response.workflowGuid },
      last: onlyThisAnswer,
    });
    // This transaction changed one answer, so its commit leaves that answer with the rest as the lock read them.
    if (onlyThisAnswer && written.changed && written.row)
      committed = { version: locked.writer, rows: withAnswerRow(loaded.rows, written.row) };
    for (const removal of removals) {
      await writeAnswerWithHistory(tx, key(removal.elementGuid, removal.row), null, caller.loginAccountGuid, {
        stored: removal.stored,
      });
    }
    await writeComputedAnswers(tx, computed, key, caller);
    // The answer's own statement touched the response when it changed; a write that only removed others did not.
    if (changes.length > 0 && !answerChanges) await touchResponse(tx, response.guid);
    if (back) await moveResponseStatus(tx, response.guid, back);
    return { context, value, answer: written.row ? toAnswerDto(written.row) : null };
  });
  if (committed) rememberAnswers(db, target.responseGuid, committed.version, committed.rows);
  return result;
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
