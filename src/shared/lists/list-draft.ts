import type { ListDefinition, NestedOption } from '../generated/types.gen.ts';
import { validateOptions } from '../validation/options.ts';

// The list editor's rules for a list being written (spec 5.9), shared by the editor's Save button
// and the server's checks.

export const ONE_PDF_CODE_LIST_NOTE = '(Only one PDF Code list is allowed per Workflow.)';
export const LIST_NAME_REQUIRED = 'Name is required';
export const LIST_ITEMS_REQUIRED = 'Please add at least one option.';

/** Problems of an option tree: each level's options are checked among their siblings. */
export function validateListItems(items: readonly NestedOption[]): string[] {
  const messages = new Set(validateOptions(items));
  for (const item of items) {
    if (item.children?.length) for (const message of validateListItems(item.children)) messages.add(message);
  }
  return [...messages];
}

/** Every problem that keeps a list from being saved, in the order the editor shows them. */
export function listProblems(list: Pick<ListDefinition, 'name' | 'items'>): string[] {
  const problems: string[] = [];
  if (!list.name?.trim()) problems.push(LIST_NAME_REQUIRED);
  if (!list.items?.length) problems.push(LIST_ITEMS_REQUIRED);
  else problems.push(...validateListItems(list.items));
  return problems;
}

/** Save is enabled only when something changed and the list has a name, items, and every item a label and code. */
export function listSaveEnabled(draft: ListDefinition, saved: ListDefinition | null): boolean {
  if (saved && JSON.stringify(draft) === JSON.stringify(saved)) return false;
  return listProblems(draft).length === 0;
}
