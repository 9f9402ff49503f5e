import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formDefinitions, formResponses } from '../db/tables/forms.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { loadResponseContext, type ResponseContext } from './response-context.ts';
import { answersOf } from './read-answers.ts';

/** 'questionCode' (this form) or 'formCode:questionCode' (this form or another form of the same workflow). */
function parseCode(code: string): { formCode: string | null; questionCode: string } {
  const colon = code.indexOf(':');
  return colon < 0
    ? { formCode: null, questionCode: code.trim() }
    : { formCode: code.slice(0, colon).trim(), questionCode: code.slice(colon + 1).trim() };
}

/** The response of another form (by code) in the same workflow, most recently changed first. */
async function siblingResponse(db: Db, context: ResponseContext, formCode: string) {
  const { response } = context;
  if (!response.workflowGuid) return undefined;
  const [row] = await db
    .select({ response: formResponses })
    .from(formResponses)
    .innerJoin(formDefinitions, eq(formDefinitions.guid, formResponses.formDefinitionGuid))
    .where(
      and(
        eq(formResponses.workflowGuid, response.workflowGuid),
        eq(formResponses.orgGuid, response.orgGuid),
        eq(formDefinitions.formCode, formCode),
      ),
    )
    .orderBy(desc(formResponses.updatedAt))
    .limit(1);
  return row?.response;
}

/**
 * The answers named by codes, keyed by the code as given: one per repeater row, none for an unknown code
 * or an unanswered question. Hidden answers count as absent. Another form's answers are read only where
 * its question is made available to other forms (its makeAvailableToOtherForms setting).
 */
export async function answersByCode(
  db: Db,
  context: ResponseContext,
  codes: readonly string[],
  loginAccountGuid: string,
): Promise<Record<string, Answer[]>> {
  const contexts = new Map<string, ResponseContext | undefined>([
    [context.form.formCode.toLowerCase(), context],
  ]);
  const result: Record<string, Answer[]> = {};
  for (const code of codes) {
    const { formCode, questionCode } = parseCode(code);
    const key = (formCode ?? context.form.formCode).toLowerCase();
    if (!contexts.has(key)) {
      const sibling = formCode ? await siblingResponse(db, context, formCode) : undefined;
      const loaded =
        sibling && (await loadResponseContext(db, sibling, loginAccountGuid, undefined, 'return'));
      // A form withheld from the caller shares nothing with them.
      contexts.set(key, loaded && loaded.access.level !== 'none' ? loaded : undefined);
    }
    const source = contexts.get(key);
    const element = source?.tree.byCode.get(questionCode);
    const shared = source === context || element?.properties.makeAvailableToOtherForms === true;
    result[code] =
      source && element && shared
        ? answersOf(source).filter((answer) => answer.formElementGuid === element.guid && !answer.isHidden)
        : [];
  }
  return result;
}
