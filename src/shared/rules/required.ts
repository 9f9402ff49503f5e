import type { AnswerStore } from './answer-store.ts';
import { isEmptyAs } from '../elements/emptiness.ts';
import { emptinessOf, isDisplayOnly } from './element-kinds.ts';
import { buildFormTree, isArchivedInTree, repeaterRows } from './form-tree.ts';
import type { FormDefinition, FormElement } from '../generated/types.gen.ts';
import type { RuleEvaluation } from './rule-evaluation.ts';

/** A question that needs an answer and has none; inside a repeater, one per row lacking it. */
export interface UnansweredQuestion {
  readonly element: FormElement;
  readonly repeatableGroupGuid: string | null;
}

/**
 * The questions, in form order, that need an answer and have none. A question needs one unless it is
 * display-only, archived (or inside something archived), optional, hidden or read-only; hidden
 * answers therefore never satisfy nor demand anything. Elements inside a repeater are checked in
 * every row.
 */
export function unansweredQuestions(
  form: FormDefinition,
  answers: AnswerStore,
  evaluation: RuleEvaluation,
): UnansweredQuestion[] {
  const tree = buildFormTree(form.components);
  const missing: UnansweredQuestion[] = [];
  for (const element of tree.elements) {
    const kind = emptinessOf(element.type);
    if (
      kind === 'none' ||
      isDisplayOnly(element.type) ||
      element.properties.isOptional === true ||
      isArchivedInTree(tree, element.guid)
    )
      continue;
    const scope = tree.scopeOf.get(element.guid);
    for (const row of scope === undefined ? [null] : repeaterRows(tree, answers, scope)) {
      if (evaluation.isHidden(element.guid, row) || evaluation.isReadOnly(element.guid, row)) continue;
      // A repeater's rows may be known from answers inside it before its own answer lists them.
      const empty =
        kind === 'rows'
          ? repeaterRows(tree, answers, element.guid).length === 0
          : isEmptyAs(kind, answers.get(element.guid, row));
      if (empty) missing.push({ element, repeatableGroupGuid: row });
    }
  }
  return missing;
}
