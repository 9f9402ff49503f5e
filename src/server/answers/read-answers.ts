import type { Db } from '../db/database.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { toAnswerDto } from '../repositories/answers.ts';
import { findResponse } from './form-source.ts';
import { loadResponseContext, type ResponseContext } from './response-context.ts';
import { elementOf, normaliseRow } from './write-checks.ts';
import { REFUSALS, refuse } from './refusal.ts';

/** The response's form, answers and rules as the caller sees them (reads take no lock). */
export async function readContext(
  db: Db,
  formGuid: string,
  responseGuid: string,
  loginAccountGuid: string,
): Promise<ResponseContext> {
  const response = await findResponse(db, responseGuid);
  if (!response || response.formDefinitionGuid !== formGuid) throw refuse(REFUSALS.responseNotFound, 404);
  return loadResponseContext(db, response, loginAccountGuid);
}

/** Every answer of the response; isHidden says whether rules hide it now (a hidden answer counts as absent). */
export function answersOf(context: ResponseContext): Answer[] {
  return context.rows.map((row) =>
    toAnswerDto(row, context.evaluation.isHidden(row.formElementGuid, row.repeatableGroupGuid)),
  );
}

/**
 * One answer. Without a stored answer it is the empty answer (answerValue null), so the client reads one
 * shape. A ComplianceItem answer carries its nested form response: item instances do not exist yet,
 * so it is null until they do (hook: nestedResponseOf).
 */
export function answerOf(context: ResponseContext, elementGuid: string, rowGuid: string): Answer {
  const element = elementOf(context, elementGuid);
  const row = normaliseRow(rowGuid);
  const stored = context.rows.find(
    (answer) => answer.formElementGuid === element.guid && answer.repeatableGroupGuid === row,
  );
  const isHidden = context.evaluation.isHidden(element.guid, row);
  const answer: Answer = stored
    ? toAnswerDto(stored, isHidden)
    : { formElementGuid: element.guid, repeatableGroupGuid: row, answerValue: null, isHidden };
  if (element.type === 'ComplianceItem') answer.nestedFormResponse = nestedResponseOf();
  return answer;
}

// Hook for compliance item instances: their form response, once the items area stores instances.
function nestedResponseOf(): Answer['nestedFormResponse'] {
  return null;
}
