import { NO_ROW, rowKey } from './answer-store.ts';
import type { AnswerStore } from './answer-store.ts';
import type { FormElement } from '../generated/types.gen.ts';
import { isRepeaterType } from '../elements/element-lookup.ts';

/** A form's elements indexed for rules: by guid and question code, with parents and repeater scopes. */
export interface FormTree {
  /** Elements in display order (the definition's order). */
  readonly elements: readonly FormElement[];
  readonly byGuid: ReadonlyMap<string, FormElement>;
  readonly byCode: ReadonlyMap<string, FormElement>;
  /** Parent guid of each element whose parent exists (parent loops are cut). */
  readonly parentOf: ReadonlyMap<string, string>;
  /** The nearest enclosing Repeater of each element inside one. */
  readonly scopeOf: ReadonlyMap<string, string>;
  /** Elements inside each Repeater (at any depth). */
  readonly scopeMembers: ReadonlyMap<string, readonly string[]>;
}

/** Indexes a form's flat element list. */
export function buildFormTree(elements: readonly FormElement[]): FormTree {
  const byGuid = new Map(elements.map((element) => [element.guid, element]));
  const byCode = new Map<string, FormElement>();
  for (const element of elements)
    if (element.questionCode && !byCode.has(element.questionCode)) byCode.set(element.questionCode, element);
  const parentOf = new Map<string, string>();
  for (const element of elements) {
    if (
      element.parentGuid &&
      byGuid.has(element.parentGuid) &&
      !reaches(parentOf, element.parentGuid, element.guid)
    ) {
      parentOf.set(element.guid, element.parentGuid);
    }
  }
  const scopeOf = new Map<string, string>();
  const scopeMembers = new Map<string, string[]>();
  for (const element of elements) {
    for (let parent = parentOf.get(element.guid); parent !== undefined; parent = parentOf.get(parent)) {
      if (!isRepeaterType(byGuid.get(parent)?.type)) continue;
      scopeOf.set(element.guid, parent);
      const members = scopeMembers.get(parent) ?? [];
      members.push(element.guid);
      scopeMembers.set(parent, members);
      break;
    }
  }
  return { elements, byGuid, byCode, parentOf, scopeOf, scopeMembers };
}

/** The element a rule or condition names: by guid, else by question code. */
export function resolveElement(
  tree: FormTree,
  guid: string | null | undefined,
  code: string | null | undefined,
): FormElement | undefined {
  return (guid ? tree.byGuid.get(guid) : undefined) ?? (code ? tree.byCode.get(code) : undefined);
}

/** True when the element or one of its ancestors is archived. */
export function isArchivedInTree(tree: FormTree, guid: string): boolean {
  for (let current: string | undefined = guid; current !== undefined; current = tree.parentOf.get(current)) {
    if (tree.byGuid.get(current)?.isArchived) return true;
  }
  return false;
}

/**
 * The rows of a repeater: the repeatableGroupGuids its own answer lists, plus any row that answers
 * inside it carry (so a row counts even before the repeater's answer is refreshed).
 */
export function repeaterRows(tree: FormTree, answers: AnswerStore, repeaterGuid: string): string[] {
  const rows = new Set<string>();
  const listed = (answers.get(repeaterGuid) as { repeatableGroupGuids?: unknown } | undefined)
    ?.repeatableGroupGuids;
  if (Array.isArray(listed))
    for (const guid of listed) if (typeof guid === 'string' && rowKey(guid) !== NO_ROW) rows.add(guid);
  for (const member of tree.scopeMembers.get(repeaterGuid) ?? []) {
    for (const row of answers.rowsOf(member).keys()) if (row !== NO_ROW) rows.add(row);
  }
  return [...rows];
}

function reaches(parentOf: ReadonlyMap<string, string>, from: string, target: string): boolean {
  for (let current: string | undefined = from; current !== undefined; current = parentOf.get(current)) {
    if (current === target) return true;
  }
  return false;
}
