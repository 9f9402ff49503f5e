import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { answers, formResponses } from '../db/tables/forms.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';
import { loadFormDefinition } from '../repositories/form-definitions.ts';

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

/** A definition with a version that changes whenever the form or any of its elements or rules changes. */
export interface LoadedDefinition {
  definition: FormDefinition;
  version: string;
}

/** The form definition (from the form definitions repository), or undefined when it does not exist. */
export async function loadDefinition(db: Db, formGuid: string): Promise<LoadedDefinition | undefined> {
  const definition = await loadFormDefinition(db, formGuid);
  if (!definition) return undefined;
  // An element saved on its own need not touch the form's updatedAt, so the version also fingerprints
  // what the rules compile from; hashing it costs far less than a needless recompile or a stale one.
  const fingerprint = hash(JSON.stringify([definition.components, definition.rules]));
  return { definition, version: `${definition.updatedAt ?? ''}:${fingerprint}` };
}

/** The stored answers of a response. */
export function loadAnswerRows(db: Db, responseGuid: string): Promise<AnswerRow[]> {
  return db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid));
}

// FNV-1a, 32 bits: a fingerprint for cache keys, not a security measure.
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16);
}
