import type { Db } from '../db/database.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';
import { elementMovesOf, type ElementMove } from '../../shared/elements/element-moves.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { isArchivedInTree } from '../../shared/rules/form-tree.ts';
import { loadResponseContext, type ResponseContext } from '../answers/response-context.ts';
import { unansweredNames } from '../answers/status-moves.ts';
import { workflowResponses } from '../repositories/workflow-instances.ts';

// The moves a workflow's buttons, reviews and stamps offer to one status, judged for the caller from each
// response as the server holds it: the element visible and writable for them (rules, access rules), the
// response's unanswered questions and the stamps given. The workflow machine accepts a move from someone
// without setup rights only along one of these that is open.

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The element moves to `to` in the workflow's responses the caller may reach, each open or blocked. */
export async function elementMovesTo(
  db: Db,
  workflowGuid: string,
  forms: readonly FormDefinition[],
  loginAccountGuid: string,
  to: string,
): Promise<ElementMove[]> {
  // Only forms with an element that targets the status are worth loading.
  const offering = new Set(
    forms
      .filter((form) =>
        form.components.some((element) => elementMovesOf(element).some((m) => sameCode(m.to, to))),
      )
      .map((form) => form.guid),
  );
  if (offering.size === 0) return [];
  const rows = (await workflowResponses(db, workflowGuid)).filter(({ response }) =>
    offering.has(response.formDefinitionGuid),
  );
  const moves: ElementMove[] = [];
  for (const { response } of rows) {
    const context = await loadResponseContext(db, response, loginAccountGuid, undefined, 'return');
    // A response withheld from the caller offers them nothing.
    if (context.access.level === 'none') continue;
    moves.push(...movesInResponse(context, to));
  }
  return moves;
}

function movesInResponse(context: ResponseContext, to: string): ElementMove[] {
  let unanswered: number | undefined;
  const moves: ElementMove[] = [];
  for (const element of context.form.components) {
    if (isArchivedInTree(context.tree, element.guid)) continue;
    if (!elementMovesOf(element).some((move) => sameCode(move.to, to))) continue;
    unanswered ??= unansweredNames(context).length;
    const hidden =
      context.evaluation.isHidden(element.guid, EMPTY_GUID) || context.access.hides(element.guid);
    const readOnly =
      context.evaluation.isReadOnly(element.guid, EMPTY_GUID) || context.access.readOnly(element.guid);
    const facts = {
      formName: context.form.name,
      usable: !hidden && !readOnly,
      unansweredCount: unanswered,
      value: context.state.answers.get(element.guid, EMPTY_GUID),
    };
    moves.push(...elementMovesOf(element, facts).filter((move) => sameCode(move.to, to)));
  }
  return moves;
}
