import type { Db } from '../db/database.ts';
import type { AccountAccess, Caller } from '../auth/caller.ts';
import type { WriteCaller } from '../auth/caller-in-handler.ts';
import type { Answer, FormElement } from '../../shared/generated/types.gen.ts';
import {
  toAnswerDto,
  touchResponse,
  writeAnswerWithHistory,
  type AnswerKey,
} from '../repositories/answers.ts';
import { lockResponseForWrite, type LockedResponse } from './form-source.ts';
import {
  knownAnswers,
  rememberAnswers,
  withAnswerRow,
  type CommittedAnswers,
  type HeldWriteState,
} from './committed-answers.ts';
import type { StoredFormResponse } from '../repositories/form-responses.ts';
import type { ResponseContext } from './response-context.ts';
import type { WriteMode } from './write-checks.ts';
import { moveResponseStatus } from './status-moves.ts';
import { writeComputedAnswers } from './computed-writes.ts';
import { judgeWrite } from './judge-write.ts';
import { saveOnHeldState } from './save-on-held-state.ts';

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
  /**
   * The producer and the access check read nothing but the context they are given, and have no effect
   * besides their result: the write may then be judged on what this instance holds from the caller's save
   * before and sent in one round trip (save-on-held-state.ts).
   */
  judgedOnContextAlone?: boolean;
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
  if (options.judgedOnContextAlone && 'resolve' in writeCaller) {
    const saved = await saveOnHeldState(db, target, writeCaller, produce, options);
    if (saved) return saved;
  }
  // What this save leaves of the response's answers, known once it has committed (committed-answers.ts).
  let committed: CommittedAnswers | undefined;
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const known = knownAnswers(db, target.responseGuid);
    const subject = 'resolve' in writeCaller ? writeCaller.subject : null;
    const { locked, caller: access } = await lockResponseForWrite(tx, target.responseGuid, subject, known);
    // Answers the lock read anew are kept; answers it left out are the ones already kept.
    if (locked && locked.answers !== known?.rows)
      rememberAnswers(db, locked.response.guid, locked.answersVersion, locked.answers);
    const judged = await judgeWrite(tx, target, writeCaller, { locked, access }, produce, options);
    const { context, value, stored, removals } = judged;
    const { response, caller } = context;

    const key = (elementGuid: string, repeatableGroupGuid: string): AnswerKey => ({
      formResponseGuid: response.guid,
      formElementGuid: elementGuid,
      repeatableGroupGuid,
    });
    // When only the answer's own statement is left to send, COMMIT goes out with it.
    const written = await writeAnswerWithHistory(
      tx,
      key(context.element.guid, context.repeatableGroupGuid),
      value,
      caller.loginAccountGuid,
      { stored, touch: { workflowGuid: response.workflowGuid }, last: judged.onlyThisAnswer },
    );
    // This transaction changed one answer, so its commit leaves that answer with the rest as the lock read
    // them; for the caller the lock read by subject, with what the lock read besides.
    if (judged.onlyThisAnswer && written.changed && written.row && locked)
      committed = {
        version: locked.writer,
        rows: withAnswerRow(context.rows, written.row),
        held: subject === null ? undefined : heldStateOf(locked, subject, access),
      };
    for (const removal of removals) {
      await writeAnswerWithHistory(tx, key(removal.elementGuid, removal.row), null, caller.loginAccountGuid, {
        stored: removal.stored,
      });
    }
    await writeComputedAnswers(tx, judged.computed, key, caller);
    // The answer's own statement touched the response when it changed; a write that only removed others did not.
    if (judged.changesAnything && !judged.answerChanges) await touchResponse(tx, response.guid);
    if (judged.back) await moveResponseStatus(tx, response.guid, judged.back);
    return { context, value, answer: written.row ? toAnswerDto(written.row) : null };
  });
  if (committed) rememberAnswers(db, target.responseGuid, committed.version, committed.rows, committed.held);
  return result;
}

/** What the lock read for the caller of this subject, kept for their next save (save-on-held-state.ts). */
function heldStateOf(
  locked: LockedResponse,
  subject: string,
  access: AccountAccess | undefined,
): HeldWriteState {
  return {
    digest: locked.writeState,
    subject,
    response: locked.response,
    definitionVersion: locked.definitionVersion,
    formType: locked.formType,
    workflow: locked.workflow,
    access,
  };
}
