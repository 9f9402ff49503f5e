import type { Db } from '../db/database.ts';
import type { FormDefinition, ListingColumn } from '../../shared/generated/types.gen.ts';
import { buildFormTree, type FormTree } from '../../shared/rules/form-tree.ts';
import {
  elementAccessLevel,
  formAccessLevel,
  sectionAccessLevels,
  type AccessCaller,
} from '../../shared/workflows/access-rules.ts';
import { loadDefinition } from '../answers/form-source.ts';

// Which answer columns of a workflow list the caller may see (spec 2.4 with the access rules of 6): a
// question in a form or section the access rules withhold from the caller is left out of every row, as it
// is left out of GetResponse; a form rule naming the current entity opens it only on the caller's own
// workflows. A question a Hidden rule may hide is judged workflow by workflow (list-hidden-answers.ts).

/** An answer column: the question's element guid (lower case) and the code the row's answers are keyed by. */
export interface AnswerColumn {
  guid: string;
  code: string;
}

/** A form whose Hidden rules may hide some of the listed questions, with those questions. */
export interface JudgedForm {
  form: FormDefinition;
  version: string;
  tree: FormTree;
  columns: AnswerColumn[];
}

export interface CallerColumns {
  /** Columns shown on a workflow made for the caller's own entity. */
  own: AnswerColumn[];
  /** Columns shown on any other workflow. */
  others: AnswerColumn[];
  /** Columns among those whose rows are judged one by one, by form. */
  judged: JudgedForm[];
}

/** The answer columns of the list, by question. */
export function answerColumnsOf(columns: readonly ListingColumn[]): AnswerColumn[] {
  return columns
    .filter((column) => !column.metaCode && column.guid)
    .map((column) => ({
      guid: column.guid!.toLowerCase(),
      code: column.questionCode ?? column.guid!,
    }));
}

/** True when a Hidden rule targets the element or a section or repeater around it. */
function hideable(form: FormDefinition, tree: FormTree, elementGuid: string): boolean {
  const targets = new Set(
    (form.rules ?? []).filter((rule) => rule.ruleType === 'Hidden').map((rule) => rule.elementGuid),
  );
  if (targets.size === 0) return false;
  for (let at: string | undefined = elementGuid; at !== undefined; at = tree.parentOf.get(at))
    if (targets.has(at)) return true;
  return false;
}

/** Sorts the list's answer columns by what the caller may see of them. */
export async function callerColumns(
  db: Db,
  columns: readonly AnswerColumn[],
  formGuids: readonly string[],
  who: AccessCaller,
): Promise<CallerColumns> {
  if (columns.length === 0) return { own: [], others: [], judged: [] };
  const loaded = (await Promise.all(formGuids.map((guid) => loadDefinition(db, guid)))).filter(
    (found) => found !== undefined,
  );
  const own: AnswerColumn[] = [];
  const others: AnswerColumn[] = [];
  const judged: JudgedForm[] = [];
  for (const { definition: form, version } of loaded) {
    const tree = buildFormTree(form.components);
    const listed = columns.filter((column) => tree.byGuid.has(column.guid));
    if (listed.length === 0) continue;
    // A workflow for the caller's own entity is where a 'CurrentEntity' rule names the caller.
    const views = [
      { into: own, currentEntity: who.entityGuid },
      { into: others, currentEntity: null },
    ];
    for (const { into, currentEntity } of views) {
      const formLevel = formAccessLevel(form.formRules, who, currentEntity);
      if (formLevel === 'none') continue;
      const sections = sectionAccessLevels(form.sectionRules, who, currentEntity);
      for (const column of listed)
        if (elementAccessLevel(sections, tree.parentOf, column.guid) !== 'none') into.push(column);
    }
    const mayHide = listed.filter((column) => hideable(form, tree, column.guid));
    if (mayHide.length > 0) judged.push({ form, version, tree, columns: mayHide });
  }
  return { own, others, judged };
}
