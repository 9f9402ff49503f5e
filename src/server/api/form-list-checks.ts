import type { FormElement } from '../../shared/generated/types.gen.ts';
import { isGuid } from '../../shared/guid.ts';
import { listGuidOf, OPTIONS_LIST_PROPERTY } from '../../shared/lists/list-options.ts';
import { listUseProblem, type ListUser } from '../../shared/lists/list-scope.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/problem.ts';
import { findLists } from '../repositories/list-definitions.ts';

// A question may read its options only from a list its form may use (spec 3.7 visibility); a form saved with
// any other reference is refused, so filling it in never meets a list it cannot have.

/** A stored form as a user of lists. */
export const listUserOf = (form: {
  guid: string;
  orgGuid: string;
  workflowDefinitionGuid?: string | null;
}): ListUser => ({
  formGuid: form.guid.toLowerCase(),
  orgGuid: form.orgGuid.toLowerCase(),
  workflowDefinitionGuid: form.workflowDefinitionGuid?.toLowerCase() ?? null,
});

/**
 * Refuses the first element reading its options from a list the form may not use, with the message under
 * `fieldOf(index)` (the designer shows it beside that element).
 */
export async function checkListReferences(
  db: Db,
  user: ListUser,
  elements: readonly FormElement[],
  fieldOf: (index: number) => string = (index) => `components.${index}.properties.${OPTIONS_LIST_PROPERTY}`,
): Promise<void> {
  const references = elements.map(listGuidOf);
  const wanted = [...new Set(references.filter((guid): guid is string => guid !== null && isGuid(guid)))];
  const lists = new Map((await findLists(db, wanted)).map((list) => [list.listDefinitionGuid, list]));
  references.forEach((guid, index) => {
    if (guid === null) return;
    const problem = listUseProblem(lists.get(guid) ?? null, user);
    if (problem) throw badRequest(problem, { [fieldOf(index)]: [problem] });
  });
}
