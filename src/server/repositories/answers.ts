import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { workflowInstances } from '../db/tables/workflows.ts';
import { answerHistory, answers, formResponses } from '../db/tables/forms.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { answerFromRow } from './form-responses.ts';
import { rowFromJson } from '../db/row-from-json.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { LAST_STATEMENT, NAMED_STATEMENT } from '../db/pipelined-begin.ts';
import { runHotStatement } from '../db/hot-statement.ts';

// Answers are stored as parsed JSON (jsonb); the API carries the value as JSON text (answerFromRow).

export type AnswerRow = typeof answers.$inferSelect;

/** Where one answer lives: the response, the element and the repeater row (the empty guid outside repeaters). */
export interface AnswerKey {
  formResponseGuid: string;
  formElementGuid: string;
  repeatableGroupGuid: string;
}

/** The API shape of a stored answer, with isHidden as the rules judge it now. */
export function toAnswerDto(row: AnswerRow, isHidden = row.isHidden): Answer {
  return { ...answerFromRow(row), isHidden };
}

const keyOf = (key: AnswerKey) =>
  and(
    eq(answers.formResponseGuid, key.formResponseGuid),
    eq(answers.formElementGuid, key.formElementGuid),
    eq(answers.repeatableGroupGuid, key.repeatableGroupGuid),
  );

/** The stored answer, or undefined. */
export async function findAnswer(db: Db, key: AnswerKey): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(answers).where(keyOf(key));
  return row;
}

/** How a write is stored, beside its value. */
export interface AnswerWriteOptions {
  isHidden?: boolean;
  /**
   * The stored row, read in this transaction while holding the response (null: none stored); spares the
   * lookup. Left out, the row is looked up.
   */
  stored?: AnswerRow | null;
  /**
   * Marks the response (and its workflow) as changed in the same statement when the value changes, as
   * touchResponse does: a save then costs one round trip for the answer, its history and the touch.
   */
  touch?: { workflowGuid: string | null };
  /**
   * Nothing but COMMIT follows a stored value in its transaction: on PostgreSQL the COMMIT goes out with
   * the statement (pipelined-begin.ts), one round trip fewer. Nothing after it may refuse the write.
   */
  last?: boolean;
}

/** Whether storing the value (null removes the answer) changes the stored row (null or undefined: none). */
export function changesValue(stored: AnswerRow | null | undefined, newValue: unknown): boolean {
  return JSON.stringify(stored?.answerValue ?? null) !== JSON.stringify(newValue ?? null);
}

/**
 * Stores a value (null removes the answer) and appends the change to answer_history. Call it inside the
 * write's transaction, so the answer and its history are written together or not at all. Writing the
 * value already stored changes nothing and records nothing. Returns the stored row (undefined when removed).
 */
export async function writeAnswerWithHistory(
  db: Db,
  key: AnswerKey,
  newValue: unknown,
  changedBy: string | null,
  { isHidden = false, stored, touch, last = false }: AnswerWriteOptions = {},
): Promise<{ row: AnswerRow | undefined; changed: boolean }> {
  const old = stored === undefined ? await findAnswer(db, key) : (stored ?? undefined);
  const oldValue = old?.answerValue ?? null;
  const next = newValue ?? null;
  if (!changesValue(old, next)) return { row: old, changed: false };
  const now = new Date();
  if (next !== null) {
    const row = await upsertWithHistory(
      db,
      key,
      old ? oldValue : null,
      next,
      changedBy,
      isHidden,
      now,
      touch,
      last,
    );
    return { row, changed: true };
  }
  // The history row (and the touch) ride along with the answer's own statement: one round trip, one
  // statement that writes all of them or fails. PostgreSQL runs each data-modifying WITH exactly once.
  const history = db.$with('history').as(
    db
      .insert(answerHistory)
      .values({
        ...key,
        oldValue: old ? oldValue : null,
        newValue: next,
        changedByLoginAccountGuid: changedBy,
        changedAt: now,
      })
      .returning({ id: answerHistory.id }),
  );
  const along = [history, ...(touch ? touchQueries(db, key.formResponseGuid, touch.workflowGuid) : [])];
  await db
    .with(...along)
    .delete(answers)
    .where(keyOf(key));
  return { row: undefined, changed: true };
}

/**
 * The answer stored (inserted or replaced) with its history row and, when asked, the touch of its response
 * and workflow, in one statement. Every save runs it, so its text is fixed (one text for each combination of
 * what it touches) and it goes to the driver directly (hot-statement.ts); the row comes back as JSON, which
 * reads the same on both drivers.
 */
async function upsertWithHistory(
  db: Db,
  key: AnswerKey,
  oldValue: unknown,
  newValue: unknown,
  changedBy: string | null,
  isHidden: boolean,
  now: Date,
  touch: { workflowGuid: string | null } | undefined,
  last: boolean,
): Promise<AnswerRow> {
  const { formResponseGuid, formElementGuid, repeatableGroupGuid } = key;
  const value = JSON.stringify(newValue);
  const workflowGuid = touch?.workflowGuid ?? null;
  // A shown answer outside repeater rows is copied to the workflow list's answers when the list shows its
  // question, so the workflow row is written once; the answers trigger checks the copy (migration 0016).
  const listed = repeatableGroupGuid === EMPTY_GUID && !isHidden;
  const text = upsertText(touch !== undefined, workflowGuid !== null, listed, last);
  const values = [
    formResponseGuid,
    formElementGuid,
    repeatableGroupGuid,
    oldValue === null ? null : JSON.stringify(oldValue),
    value,
    changedBy,
    now.toISOString(),
    isHidden,
    ...(workflowGuid === null ? [] : [workflowGuid]),
  ];
  const [row] = await runHotStatement<{ row: Record<string, unknown> }>(db, text, values);
  return rowFromJson(answers, row!.row);
}

const upsertTexts = new Map<string, string>();

/**
 * The upsert's text: $1 response, $2 element, $3 repeater row, $4 old value, $5 new value (JSON text),
 * $6 who, $7 when, $8 hidden, and $9 the workflow when it is touched. The touch of the response sets its
 * answers version to this transaction, as the answers trigger would (migration 0018), so the trigger finds it
 * set and does not write the row a second time. Migration 0019's save_answer_on_held_state writes the same
 * rows for a save in one round trip: a change of what a save writes belongs in both.
 */
function upsertText(touchResponse: boolean, touchWorkflow: boolean, listed: boolean, last: boolean): string {
  const key = `${touchResponse}${touchWorkflow}${listed}${last}`;
  const known = upsertTexts.get(key);
  if (known) return known;
  const listAnswers = listed
    ? `, list_answers = case when workflow_lists_question(w.workflow_definition_guid, $2)
        then jsonb_set(w.list_answers, array[$2::uuid::text], $5::jsonb) else w.list_answers end`
    : '';
  const text = `${last ? LAST_STATEMENT : NAMED_STATEMENT}
    with history as (
      insert into answer_history (form_response_guid, form_element_guid, repeatable_group_guid, old_value,
        new_value, changed_by_login_account_guid, changed_at)
      values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)
      returning id)${
        touchResponse
          ? `, touched_response as (update form_responses set updated_at = now(),
              answers_version = pg_current_xact_id()::text::bigint where guid = $1 returning guid)`
          : ''
      }${
        touchWorkflow
          ? `, touched_workflow as (update workflow_instances w set updated_at = now()${listAnswers} where guid = $9 returning guid)`
          : ''
      }
    insert into answers as a (form_response_guid, form_element_guid, repeatable_group_guid, answer_value,
      is_hidden, updated_by_login_account_guid, updated_at)
    values ($1, $2, $3, $5::jsonb, $8, $6, $7)
    on conflict (form_response_guid, form_element_guid, repeatable_group_guid) do update set
      answer_value = excluded.answer_value, is_hidden = excluded.is_hidden,
      updated_by_login_account_guid = excluded.updated_by_login_account_guid, updated_at = excluded.updated_at
    returning row_to_json(a) as row`;
  upsertTexts.set(key, text);
  return text;
}

/** The response's and its workflow's updatedAt set to now(), as WITH queries of another statement. */
function touchQueries(db: Db, responseGuid: string, workflowGuid: string | null) {
  const response = db.$with('touched_response').as(
    db
      .update(formResponses)
      .set({ updatedAt: sql`now()` })
      .where(eq(formResponses.guid, responseGuid))
      .returning({ guid: formResponses.guid }),
  );
  if (!workflowGuid) return [response];
  const workflow = db.$with('touched_workflow').as(
    db
      .update(workflowInstances)
      .set({ updatedAt: sql`now()` })
      .where(eq(workflowInstances.guid, workflowGuid))
      .returning({ guid: workflowInstances.guid }),
  );
  return [response, workflow];
}

/**
 * Marks the response as changed (its updatedAt feeds 'recent answers' and listings), and its workflow too:
 * the workflow list shows the most recently changed workflows first.
 */
export async function touchResponse(db: Db, responseGuid: string): Promise<void> {
  const [row] = await db
    .update(formResponses)
    .set({ updatedAt: sql`now()` })
    .where(eq(formResponses.guid, responseGuid))
    .returning({ workflowGuid: formResponses.workflowGuid });
  if (row?.workflowGuid)
    await db
      .update(workflowInstances)
      .set({ updatedAt: sql`now()` })
      .where(eq(workflowInstances.guid, row.workflowGuid));
}

/** Every stored answer of a response. */
export function listAnswers(db: Db, responseGuid: string): Promise<AnswerRow[]> {
  return db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid));
}
