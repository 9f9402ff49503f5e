import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.ts';
import { answers, formDefinitions, formResponses } from '../db/tables/forms.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';
import { loadFormDefinition } from '../repositories/form-definitions.ts';
import { rowFromJson } from '../db/row-from-json.ts';
import { NAMED_STATEMENT } from '../db/pipelined-begin.ts';
import { runHotStatement } from '../db/hot-statement.ts';
import type { CommittedAnswers } from './committed-answers.ts';
import { accessFromJson, type AccessJson, type AccountAccess } from '../auth/caller.ts';
import {
  responseWorkflowFromJson,
  type ResponseWorkflow,
  type ResponseWorkflowJson,
} from '../workflows/response-workflow.ts';

// What the answer pipeline reads about a response: its row, its form's definition and its stored answers.

export type ResponseRow = typeof formResponses.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;

/** The response row, or undefined; `lock` holds it FOR UPDATE so writes to one response run one at a time. */
export async function findResponse(
  db: Db,
  responseGuid: string,
  lock = false,
): Promise<ResponseRow | undefined> {
  const query = db.select().from(formResponses).where(eq(formResponses.guid, responseGuid));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A response held for a write, with its form's definition version and type and its answers read after the lock. */
export interface LockedResponse {
  response: ResponseRow;
  definitionVersion: number;
  formType: string | null;
  /** The answers version the lock read; `answers` are the answers committed under it. */
  answersVersion: number;
  /** The answers version this transaction leaves once it has changed an answer of the response and committed. */
  writer: number;
  answers: readonly AnswerRow[];
  /** The response's workflow as the rules read it, undefined outside workflows. */
  workflow: ResponseWorkflow | undefined;
  /**
   * The digest of what the write is judged by besides the answers (the response's row but for when it changed
   * and its answers version, the definition version and form type, the workflow, the caller's access):
   * migration 0019, save-on-held-state.ts.
   */
  writeState: string;
}

/** What a write's lock read: the response (undefined when there is none) and the caller asked for by subject. */
export interface LockedWrite {
  locked: LockedResponse | undefined;
  /** The account of the subject with its roles and mask; undefined when not asked for or not found. */
  caller: AccountAccess | undefined;
}

/**
 * The response locked FOR UPDATE for a write, with its form's definition version (the write then needs no
 * query of its own for the form while the form is unchanged) and its stored answers as they are once the
 * lock is held, so they include what the write before this one committed; the response's workflow; and,
 * given the caller's token subject, the caller's account, roles and mask. One statement: the database function
 * lock_response_for_write (migrations 0011 to 0019) locks and then reads. Given the answers the caller
 * already holds, the answers are read and sent only when the locked version is another.
 */
export async function lockResponseForWrite(
  db: Db,
  responseGuid: string,
  callerSubject: string | null,
  known?: CommittedAnswers,
): Promise<LockedWrite> {
  const [row] = await runHotStatement<{ locked: { write: LockedJson | null; caller: AccessJson | null } }>(
    db,
    LOCK_STATEMENT,
    [responseGuid, callerSubject, known?.version ?? null],
  );
  const { write, caller } = row!.locked;
  return {
    locked: write
      ? {
          response: rowFromJson(formResponses, write.locked.response),
          definitionVersion: write.locked.definitionVersion,
          formType: write.locked.formType,
          answersVersion: write.answersVersion,
          writer: write.writer,
          answers: write.answers
            ? write.answers.map((answer) => rowFromJson(answers, answer))
            : answersUnchanged(known, write.answersVersion),
          workflow: write.workflow ? responseWorkflowFromJson(write.workflow) : undefined,
          writeState: write.writeState,
        }
      : undefined,
    caller: caller ? accessFromJson(caller) : undefined,
  };
}

const LOCK_STATEMENT = `${NAMED_STATEMENT} select lock_response_for_write($1, $2, $3) as locked`;

function answersUnchanged(known: CommittedAnswers | undefined, version: number): readonly AnswerRow[] {
  // The database leaves the answers out only for the version it was given.
  if (known?.version !== version) throw new Error('The lock left out answers it was not given.');
  return known.rows;
}

interface LockedJson {
  locked: { response: Record<string, unknown>; definitionVersion: number; formType: string | null };
  answersVersion: number;
  writer: number;
  /** Null when they are those of the version the lock was given. */
  answers: Record<string, unknown>[] | null;
  workflow: ResponseWorkflowJson | null;
  writeState: string;
}

/** A definition with a version that changes whenever the form or any of its elements or rules changes. */
export interface LoadedDefinition {
  definition: FormDefinition;
  version: string;
}

// Forms kept assembled, by form guid; a miss costs three queries, so a modest cache covers the busy forms.
const definitions = new LRUCache<string, LoadedDefinition>({ max: 200 });

/**
 * The form definition, or undefined when it does not exist. Every answer write needs it, so it is kept
 * assembled per form and checked against the form's `definition_version`, which database triggers raise on
 * any change of the form or its elements: one small query instead of loading the form and its elements.
 * The object is frozen because it is shared by concurrent requests. Its `formResponseCount` is left out:
 * responses come and go without changing the form.
 */
export async function loadDefinition(
  db: Db,
  formGuid: string,
  /** The form's definition_version when the caller already read it in this transaction. */
  knownVersion?: number,
): Promise<LoadedDefinition | undefined> {
  let current = knownVersion;
  if (current === undefined) {
    const [row] = await db
      .select({ version: formDefinitions.definitionVersion })
      .from(formDefinitions)
      .where(eq(formDefinitions.guid, formGuid));
    if (!row) return undefined;
    current = row.version;
  }
  const version = String(current);
  const hit = definitions.get(formGuid);
  if (hit?.version === version) return hit;
  // Read after the version: a change committed in between makes this copy newer than its version says,
  // so the next request reloads it; a copy older than its version cannot happen.
  const stored = await loadFormDefinition(db, formGuid);
  if (!stored) return undefined;
  const { formResponseCount: _count, ...definition } = stored;
  const loaded = deepFreeze({ definition: definition as FormDefinition, version });
  definitions.set(formGuid, loaded);
  return loaded;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The stored answers of a response. */
export function loadAnswerRows(db: Db, responseGuid: string): Promise<AnswerRow[]> {
  return db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid));
}
