import { badRequest } from '../http/problem.ts';
import type { FormDefinition, ListingColumn } from '../../shared/generated/types.gen.ts';
import { answerNamesRecord } from '../../shared/elements/element-lookup.ts';

// The list screen's columns (spec 2.4, 5.11): the name column first and always there; answer columns name a
// question of one of the workflow's forms; the security filter only on entity and security group questions.

export const LISTING_MESSAGES = {
  nameFirst: 'The name column comes first and cannot be moved or removed.',
  questionNotFound: (label: string) => `Column ${label}: the question is not on any form of this workflow.`,
  securityOnlyForEntities: (label: string) =>
    `Column ${label}: only entity and security group questions can filter by security group.`,
} as const;

/** Checks the columns and fills each answer column's code, type and form from its question. */
export function checkListingColumns(
  columns: readonly ListingColumn[],
  forms: readonly FormDefinition[],
): ListingColumn[] {
  if (columns[0]?.metaCode !== 'Name' || columns.slice(1).some((column) => column.metaCode === 'Name'))
    throw badRequest(LISTING_MESSAGES.nameFirst, { questionsToShow: [LISTING_MESSAGES.nameFirst] });
  const questions = new Map(
    forms.flatMap((form) =>
      form.components.map((element) => [element.guid.toLowerCase(), { element, form }] as const),
    ),
  );
  return columns.map((column, index) => {
    const field = `questionsToShow.${index}`;
    if (column.metaCode) {
      if (column.isSecurityQuestion)
        throw badRequest(LISTING_MESSAGES.securityOnlyForEntities(column.label), {
          [field]: [LISTING_MESSAGES.securityOnlyForEntities(column.label)],
        });
      return { ...column, guid: null, questionCode: null, form: null, type: null, isSecurityQuestion: false };
    }
    const found = column.guid ? questions.get(column.guid.toLowerCase()) : undefined;
    if (!found)
      throw badRequest(LISTING_MESSAGES.questionNotFound(column.label), {
        [field]: [LISTING_MESSAGES.questionNotFound(column.label)],
      });
    const { element, form } = found;
    if (column.isSecurityQuestion && !answerNamesRecord(element.type))
      throw badRequest(LISTING_MESSAGES.securityOnlyForEntities(column.label), {
        [field]: [LISTING_MESSAGES.securityOnlyForEntities(column.label)],
      });
    return {
      ...column,
      guid: element.guid,
      questionCode: element.questionCode,
      type: element.type,
      form: form.formCode ?? null,
      metaCode: null,
      isSecurityQuestion: column.isSecurityQuestion === true,
    };
  });
}
