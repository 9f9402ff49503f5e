import type { Db } from '../db/database.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import type { ResponseContext } from './response-context.ts';
import { answersOf } from './read-answers.ts';
import { SiblingResponses } from './sibling-responses.ts';

/** 'questionCode' (this form) or 'formCode:questionCode' (this form or another form of the same workflow). */
function parseCode(code: string): { formCode: string | null; questionCode: string } {
  const colon = code.indexOf(':');
  return colon < 0
    ? { formCode: null, questionCode: code.trim() }
    : { formCode: code.slice(0, colon).trim(), questionCode: code.slice(colon + 1).trim() };
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
  const siblings = new SiblingResponses(db, context, loginAccountGuid);
  const result: Record<string, Answer[]> = {};
  for (const code of codes) {
    const { formCode, questionCode } = parseCode(code);
    const source = formCode ? await siblings.byFormCode(formCode) : context;
    const element = source?.tree.byCode.get(questionCode);
    const shared = source === context || element?.properties.makeAvailableToOtherForms === true;
    result[code] =
      source && element && shared
        ? answersOf(source).filter((answer) => answer.formElementGuid === element.guid && !answer.isHidden)
        : [];
  }
  return result;
}
