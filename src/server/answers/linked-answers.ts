import type { Db } from '../db/database.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { linkedAnswerSourceOf } from '../../shared/elements/linked-answer-source.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { isArchivedInTree } from '../../shared/rules/form-tree.ts';
import { toAnswerDto } from '../repositories/answers.ts';
import type { ResponseContext } from './response-context.ts';
import { SiblingResponses } from './sibling-responses.ts';

// Linked Answer elements (spec forms-and-workflows 3.2) show the answer to a question of a form of the same
// workflow: their answer record carries it as linkedAnswer {answerValue, updatedAt}. It is read as the
// caller may see it: from the form's latest response in the workflow, only from a question made available
// to other forms (or of the same form), and never when the rules or access rules hide it there.

type LinkedRecord = Answer & { updatedAt: string };

/** The answer records of the response's visible Linked Answer elements, one each (outside repeater rows). */
export async function linkedAnswerRecords(
  db: Db,
  context: ResponseContext,
  loginAccountGuid: string,
  siblings = new SiblingResponses(db, context, loginAccountGuid),
): Promise<LinkedRecord[]> {
  const records: LinkedRecord[] = [];
  for (const element of context.form.components) {
    const source = linkedAnswerSourceOf(element);
    if (!source || isArchivedInTree(context.tree, element.guid)) continue;
    if (context.evaluation.isHidden(element.guid, EMPTY_GUID) || context.access.hides(element.guid)) continue;
    const from = await siblings.byFormGuid(source.formDefinitionGuid);
    const linked = from && readLinked(from, source.formElementGuid, from === context);
    records.push({
      formElementGuid: element.guid,
      repeatableGroupGuid: EMPTY_GUID,
      answerValue: null,
      isHidden: false,
      linkedAnswer: linked ?? null,
      updatedAt: linked?.updatedAt ?? context.response.updatedAt.toISOString(),
    });
  }
  return records;
}

function readLinked(
  from: ResponseContext,
  elementGuid: string,
  sameResponse: boolean,
): { answerValue: string | null; updatedAt: string } | undefined {
  const element = from.tree.byGuid.get(elementGuid);
  if (!element || isArchivedInTree(from.tree, element.guid)) return undefined;
  if (!sameResponse && element.properties.makeAvailableToOtherForms !== true) return undefined;
  if (from.evaluation.isHidden(element.guid, EMPTY_GUID) || from.access.hides(element.guid)) return undefined;
  const row = from.rows.find(
    (answer) => answer.formElementGuid === element.guid && answer.repeatableGroupGuid === EMPTY_GUID,
  );
  if (!row) return undefined;
  return { answerValue: toAnswerDto(row, false).answerValue, updatedAt: row.updatedAt.toISOString() };
}

/** The response's visible answers with its Linked Answer records added, as every read returns them. */
export async function answersWithLinks(
  db: Db,
  context: ResponseContext,
  answers: LinkedRecord[],
  loginAccountGuid: string,
  siblings?: SiblingResponses,
): Promise<LinkedRecord[]> {
  const linked = await linkedAnswerRecords(db, context, loginAccountGuid, siblings);
  if (linked.length === 0) return answers;
  const linkedGuids = new Set(linked.map((record) => record.formElementGuid));
  // A Linked Answer stores nothing of its own; anything stored under it is replaced by the link.
  return [...answers.filter((answer) => !linkedGuids.has(answer.formElementGuid)), ...linked];
}

/** GetAnswer of a Linked Answer element: its record with the linked answer; undefined for other elements. */
export async function linkedAnswerOf(
  db: Db,
  context: ResponseContext,
  answer: Answer,
  loginAccountGuid: string,
): Promise<Answer | undefined> {
  const element = context.tree.byGuid.get(answer.formElementGuid);
  if (!element || !linkedAnswerSourceOf(element) || answer.isHidden) return undefined;
  const records = await linkedAnswerRecords(db, context, loginAccountGuid);
  return records.find((record) => record.formElementGuid === element.guid);
}
