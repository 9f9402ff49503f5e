import type { Db } from '../db/database.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { toAnswerDto } from '../repositories/answers.ts';
import { findResponse } from './form-source.ts';
import { loadResponseContext, type ResponseContext } from './response-context.ts';
import { elementOf, normaliseRow } from './write-checks.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { hasNestedResponse } from '../../shared/elements/element-lookup.ts';

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

/**
 * The answers of the response the caller may see: an answer the rules hide counts as absent (spec 5.7),
 * so it is left out rather than flagged, in every read. Ordered by element and row.
 */
export function answersOf(context: ResponseContext): (Answer & { updatedAt: string })[] {
  return context.rows
    .filter(
      (row) =>
        !context.evaluation.isHidden(row.formElementGuid, row.repeatableGroupGuid) &&
        !context.access.hides(row.formElementGuid),
    )
    .map((row) => ({ ...toAnswerDto(row, false), updatedAt: row.updatedAt.toISOString() }))
    .sort(
      (a, b) =>
        a.formElementGuid.localeCompare(b.formElementGuid) ||
        a.repeatableGroupGuid.localeCompare(b.repeatableGroupGuid),
    );
}

/**
 * One answer. Without a stored answer, or when the rules hide it, it is the empty answer (answerValue
 * null, isHidden saying which), so the client reads one shape and a hidden value never leaves the server. A ComplianceItem answer carries its nested form response: item instances do not exist yet,
 * so it is null until they do (hook: nestedResponseOf).
 */
export function answerOf(context: ResponseContext, elementGuid: string, rowGuid: string): Answer {
  const element = elementOf(context, elementGuid);
  const row = normaliseRow(rowGuid);
  const stored = context.rows.find(
    (answer) => answer.formElementGuid === element.guid && answer.repeatableGroupGuid === row,
  );
  const isHidden = context.evaluation.isHidden(element.guid, row) || context.access.hides(element.guid);
  const answer: Answer =
    stored && !isHidden
      ? toAnswerDto(stored, false)
      : { formElementGuid: element.guid, repeatableGroupGuid: row, answerValue: null, isHidden };
  if (hasNestedResponse(element.type)) answer.nestedFormResponse = nestedResponseOf();
  return answer;
}

// Hook for compliance item instances: their form response, once the items area stores instances.
function nestedResponseOf(): Answer['nestedFormResponse'] {
  return null;
}
