import type { Db } from '../db/database.ts';
import type { Answer, ListDefinition } from '../../shared/generated/types.gen.ts';
import type { StoredFormResponse } from '../repositories/form-responses.ts';
import { findResponse } from '../answers/form-source.ts';
import { loadResponseContext } from '../answers/response-context.ts';
import { answersOf } from '../answers/read-answers.ts';
import { answersWithLinks } from '../answers/linked-answers.ts';
import { notFound } from '../http/problem.ts';

/**
 * The response's answers as this caller may see them: the rules are evaluated on the server for the
 * caller (their groups, the response's status, its workflow's status, time frames and archive) exactly as
 * the answer writes judge them, and answers they hide are left out. Linked Answer elements carry the answer
 * they show.
 */
export async function answersWithVisibility(
  db: Db,
  response: StoredFormResponse,
  loginAccountGuid: string,
): Promise<(Answer & { updatedAt: string })[]> {
  return (await responseAsRead(db, response, loginAccountGuid)).answers;
}

/** The visible answers with the lists the form's questions read their options from (GetResponse). */
export async function responseAsRead(
  db: Db,
  response: StoredFormResponse,
  loginAccountGuid: string,
): Promise<{ answers: (Answer & { updatedAt: string })[]; listDefinitions: ListDefinition[] }> {
  const row = await findResponse(db, response.guid);
  if (!row) throw notFound('Form response not found.');
  const context = await loadResponseContext(db, row, loginAccountGuid);
  const answers = await answersWithLinks(db, context, answersOf(context), loginAccountGuid);
  return { answers, listDefinitions: [...context.lists] };
}
