import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { buildFormTree, isArchivedInTree } from '../../../shared/rules/form-tree.ts';

/** How many elements are archived (the Show Archived toggle's count). */
export const archivedCount = (components: readonly FormElement[]) =>
  components.filter((element) => element.isArchived === true).length;

/** The elements the canvas shows with Show Archived off: no archived element, nor anything inside one. */
export function withoutArchived(components: readonly FormElement[]): FormElement[] {
  const tree = buildFormTree(components);
  return components.filter((element) => !isArchivedInTree(tree, element.guid));
}
