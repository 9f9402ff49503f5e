import { EMPTY_GUID, NO_ROW, rowKey } from '../../shared/rules/answer-store.ts';
import { isDisplayOnly } from '../../shared/rules/element-kinds.ts';
import { isArchivedInTree, repeaterRows } from '../../shared/rules/form-tree.ts';
import type { FormElement } from '../../shared/generated/types.gen.ts';
import { elementEntry, isRepeaterType } from '../../shared/elements/element-lookup.ts';
import type { ResponseContext } from './response-context.ts';
import { REFUSALS, refuse } from './refusal.ts';

/** How an element is written: plain answers, or the special calls for stamps, comments, files and rows. */
export type WriteMode = 'answer' | 'special';

/** The element a write names, or a 404 'Element not found'. */
export function elementOf(context: ResponseContext, elementGuid: string): FormElement {
  const element = context.tree.byGuid.get(elementGuid.toLowerCase()) ?? context.tree.byGuid.get(elementGuid);
  if (!element) throw refuse(REFUSALS.elementNotFound, 404);
  return element;
}

/** The stored form of a row guid: lower case, the empty guid outside repeaters. */
export function normaliseRow(rowGuid: string): string {
  return rowKey(rowGuid) === NO_ROW ? EMPTY_GUID : rowGuid.toLowerCase();
}

/**
 * Throws the refusal when the element may not be written in that row by this kind of call: archived
 * (itself or an ancestor), an archived workflow, a type whose answers change only through their own
 * calls or a display-only one (plain answers only), the element's own isReadOnly, hidden or read-only by rules, or a row that does not belong to its repeater.
 */
export function assertWritable(
  context: ResponseContext,
  element: FormElement,
  rowGuid: string,
  mode: WriteMode,
): void {
  if (isArchivedInTree(context.tree, element.guid)) throw refuse(REFUSALS.archivedElement);
  if (context.workflowArchived) throw refuse(REFUSALS.archivedWorkflow);
  if (mode === 'answer') {
    const entry = elementEntry(element.type);
    if (entry.ownAnswerCalls) throw refuse(REFUSALS.ownCall(entry.label));
    if (isDisplayOnly(element.type)) throw refuse(REFUSALS.displayOnly);
  }
  if (element.properties.isReadOnly === true) throw refuse(REFUSALS.readOnly);
  const row = rowKey(rowGuid);
  const repeater = context.tree.scopeOf.get(element.guid);
  if (repeater === undefined && row !== NO_ROW) throw refuse(REFUSALS.notInRepeater);
  // A repeater's own answer (its row list) sits outside rows even inside another repeater, where the rules read it.
  const ownRowList = isRepeaterType(element.type) && row === NO_ROW;
  if (
    repeater !== undefined &&
    !ownRowList &&
    !repeaterRows(context.tree, context.state.answers, repeater).includes(row)
  ) {
    throw refuse(REFUSALS.rowNotFound, 404);
  }
  if (context.evaluation.isHidden(element.guid, row) || context.access.hides(element.guid))
    throw refuse(REFUSALS.hidden);
  if (context.evaluation.isReadOnly(element.guid, row) || context.access.readOnly(element.guid))
    throw refuse(REFUSALS.readOnly);
}
