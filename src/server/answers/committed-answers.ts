import { LRUCache } from 'lru-cache';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { AnswerRow } from '../repositories/answers.ts';
import type { ResponseRow } from './form-source.ts';
import type { ResponseWorkflow } from '../workflows/response-workflow.ts';
import type { AccountAccess } from '../auth/caller.ts';

// The answers of busy responses as this instance last saw them committed, each under the answers version
// that names them. A response's version is the id of the last transaction that changed its answers, set by
// the answers trigger whoever makes the change (migration 0018), and a save's lock sends the answers only
// when the version differs from the one named here; so a person saving one answer after another costs the
// database and this server the read of their response's answers once, not at every save.
//
// What may be kept is a version with the answers committed under it. Two kinds of entry are written:
// - the answers a lock read, under the version it locked: committed, since the lock is held while they are
//   read and every change of them sets the version under that lock;
// - after a save that changed exactly one answer and committed, the answers the lock read with that answer's
//   new row, under the save's own transaction id: its commit set the version to that id, and no other
//   transaction ever will. A save that wrote nothing keeps nothing, since its id never becomes a version.
// Entries are per database: different databases (tests start many in one process) may hold responses of
// the same guid. Inside a transaction that is not the save's own nothing is kept, as it may still roll back.

export interface CommittedAnswers {
  version: number;
  rows: readonly AnswerRow[];
  /** What the save that left this version judged its write by, for the next save of the same caller. */
  held?: HeldWriteState;
}

/**
 * What a save read under its response's lock besides the answers, for the caller of the token subject named,
 * with the digest the database made of it (migration 0019). The response's row may be older than the
 * version in its updatedAt and answersVersion, which the digest leaves out and no judgement reads.
 */
export interface HeldWriteState {
  readonly digest: string;
  readonly subject: string;
  readonly response: ResponseRow;
  readonly definitionVersion: number;
  readonly formType: string | null;
  readonly workflow: ResponseWorkflow | undefined;
  readonly access: AccountAccess | undefined;
}

// Sized by rows, not responses: a response of a long form holds a thousand answers.
const MAX_ROWS = 100_000;

const byDatabase = new WeakMap<object, LRUCache<string, CommittedAnswers>>();

function cacheOf(db: Db): LRUCache<string, CommittedAnswers> | undefined {
  if (db instanceof PgTransaction) return undefined;
  let cache = byDatabase.get(db);
  if (!cache) {
    cache = new LRUCache({ maxSize: MAX_ROWS, sizeCalculation: (entry) => entry.rows.length + 1 });
    byDatabase.set(db, cache);
  }
  return cache;
}

/** The answers this instance holds for the response, with their version; undefined when it holds none. */
export function knownAnswers(db: Db, responseGuid: string): CommittedAnswers | undefined {
  return cacheOf(db)?.get(responseGuid.toLowerCase());
}

/** Keeps the answers committed under the version given (see above for when that holds). */
export function rememberAnswers(
  db: Db,
  responseGuid: string,
  version: number,
  rows: readonly AnswerRow[],
  held?: HeldWriteState,
): void {
  const cache = cacheOf(db);
  if (!cache) return;
  if (held) deepFreeze(held);
  cache.set(responseGuid.toLowerCase(), {
    version,
    rows: frozenRows(rows),
    ...(held ? { held } : {}),
  });
}

/** The rows with one answer's row put in place of the one stored under its key, or added. */
export function withAnswerRow(rows: readonly AnswerRow[], written: AnswerRow): AnswerRow[] {
  const others = rows.filter(
    (row) =>
      row.formElementGuid !== written.formElementGuid ||
      row.repeatableGroupGuid !== written.repeatableGroupGuid,
  );
  return [...others, written];
}

// Kept rows and held states are shared by every later save of the response: frozen, so that none of them
// can change what another reads.
function frozenRows(rows: readonly AnswerRow[]): readonly AnswerRow[] {
  if (Object.isFrozen(rows)) return rows;
  for (const row of rows) deepFreeze(row);
  return Object.freeze([...rows]);
}

function deepFreeze(value: unknown): void {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
}
