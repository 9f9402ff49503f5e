import type { Db } from '../db/database.ts';
import type { CallerBySubject } from '../auth/caller-in-handler.ts';
import { answers } from '../db/tables/forms.ts';
import { rowFromJson } from '../db/row-from-json.ts';
import { LAST_STATEMENT } from '../db/pipelined-begin.ts';
import { runHotStatement } from '../db/hot-statement.ts';
import { toAnswerDto, type AnswerRow } from '../repositories/answers.ts';
import { knownAnswers, rememberAnswers, withAnswerRow, type HeldWriteState } from './committed-answers.ts';
import type { LockedResponse } from './form-source.ts';
import { judgeWrite, type JudgedWrite } from './judge-write.ts';
import type { Produced, WriteContext, WriteOptions, WriteResult, WriteTarget } from './pipeline.ts';

// A save in one round trip to the database instead of two. After a person's save, this instance holds
// everything that save was judged by: the response's answers under their version (committed-answers.ts) and,
// as the lock read them for that person, the response's row, its form's definition version and type, its
// workflow and the person's access, with the digest the database made of them (migration 0019). Their next
// save is judged on those before anything is sent, exactly as under the lock, and when it comes to one
// answer's statement, BEGIN, the statement and COMMIT go out together: the database function locks the
// response and writes only when the digest and the answers version it finds are the ones held.
//
// So nothing is written on a judgement the lock would not have made. Whatever the judgement reads from the
// database (the form's lists, the person's groups, a workflow's access rules, a named entity) is not covered by
// the digest: the judgement is given no database, and one that asks it is dropped. So are refusals and writes
// that remove, compute or move a status. Each of these, and a held state that is no longer current, goes
// the usual way, lock first, and costs what it cost before plus the judgement made so far (stopped at the
// first read of the database, so short for a workflow another person made or a form with lists) and, for a
// stale state, one round trip.

/** The statement: $1 response, $2 subject, $3 held answers version, $4 held digest, then the answer's row. */
const SAVE_STATEMENT = `${LAST_STATEMENT} select save_answer_on_held_state($1, $2, $3, $4, $5, $6, $7::jsonb,
  $8::jsonb, $9, $10, $11) as saved`;

/** The save done in one round trip, or undefined when it has to go lock first (nothing was written). */
export async function saveOnHeldState(
  db: Db,
  target: WriteTarget,
  writeCaller: CallerBySubject,
  produce: (context: WriteContext) => Produced | Promise<Produced>,
  options: WriteOptions,
): Promise<WriteResult | undefined> {
  const known = knownAnswers(db, target.responseGuid);
  const held = known?.held;
  if (!known || held?.subject !== writeCaller.subject) return undefined;
  const guard = noDatabase();
  const locked = lockedFromHeld(known.version, known.rows, held);
  let judged: JudgedWrite;
  try {
    judged = await judgeWrite(
      guard.db,
      target,
      writeCaller,
      { locked, access: held.access },
      produce,
      options,
    );
  } catch {
    // A refusal, or a caller to resolve first: judged again on what the lock reads.
    return undefined;
  }
  if (guard.asked() || !judged.onlyThisAnswer || judged.value === null) return undefined;
  const { context, value, stored } = judged;
  const saved = await db.transaction(async (tx) => {
    const [row] = await runHotStatement<{ saved: { row: Record<string, unknown>; writer: number } | null }>(
      tx as unknown as Db,
      SAVE_STATEMENT,
      [
        context.response.guid,
        held.subject,
        known.version,
        held.digest,
        context.element.guid,
        context.repeatableGroupGuid,
        stored && stored.answerValue !== null ? JSON.stringify(stored.answerValue) : null,
        JSON.stringify(value),
        context.caller.loginAccountGuid,
        new Date().toISOString(),
        false,
      ],
    );
    return row?.saved ?? null;
  });
  if (!saved) return undefined;
  const written: AnswerRow = rowFromJson(answers, saved.row);
  // Committed under this transaction's id; what the save was judged by stays as held (the digest leaves out
  // what the save itself changed).
  rememberAnswers(db, target.responseGuid, saved.writer, withAnswerRow(context.rows, written), held);
  return { context, value, answer: toAnswerDto(written) };
}

/** The held state in the shape a lock's read has. */
function lockedFromHeld(version: number, rows: readonly AnswerRow[], held: HeldWriteState): LockedResponse {
  return {
    response: held.response,
    definitionVersion: held.definitionVersion,
    formType: held.formType,
    answersVersion: version,
    // Not known before the statement: a judgement does not read it.
    writer: version,
    answers: rows,
    workflow: held.workflow,
    writeState: held.digest,
  };
}

/**
 * A database handle that refuses every use and remembers being asked, for a judgement that must read nothing
 * but what is held. Asked is asked even when the judgement catches the refusal.
 */
function noDatabase(): { db: Db; asked: () => boolean } {
  let asked = false;
  const db = new Proxy(
    {},
    {
      get(_target, property) {
        // Looked for by `await` and by inspection, not a use.
        if (property === 'then' || typeof property === 'symbol') return undefined;
        asked = true;
        throw new Error('A judgement on held state asked the database.');
      },
    },
  ) as Db;
  return { db, asked: () => asked };
}
