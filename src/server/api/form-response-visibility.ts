import type { Db } from '../db/database.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import type { StoredFormResponse } from '../repositories/form-responses.ts';
import { findResponse } from '../answers/form-source.ts';
import { loadResponseContext } from '../answers/response-context.ts';
import { answersOf } from '../answers/read-answers.ts';
import { notFound } from '../http/problem.ts';

/**
 * The response's answers as this caller may see them: the rules are evaluated on the server for the
 * caller (their groups, the response's status) exactly as the answer writes judge them, and answers
 * they hide are left out. Workflow status and time frames come with the workflows area; until then
 * conditions on them see no workflow, as in a form answered outside a workflow.
 */
export async function answersWithVisibility(
  db: Db,
  response: StoredFormResponse,
  loginAccountGuid: string,
): Promise<(Answer & { updatedAt: string })[]> {
  const row = await findResponse(db, response.guid);
  if (!row) throw notFound('Form response not found.');
  return answersOf(await loadResponseContext(db, row, loginAccountGuid));
}
