// Where elements sit: a form's display order is a flat list in which every subtree is kept together.

/** An element's place in the tree. */
export interface Placed {
  guid: string;
  parentGuid: string | null;
}

/** Every element of `root`'s subtree (itself included), found through parent links. */
export function subtreeOf(elements: readonly Placed[], root: string): Set<string> {
  const members = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const element of elements) {
      if (element.parentGuid && members.has(element.parentGuid) && !members.has(element.guid)) {
        members.add(element.guid);
        grew = true;
      }
    }
  }
  return members;
}

/** The display order after moving `block` (in its own order) to the end of the parent's subtree, or of the form. */
export function placeBlock(
  order: readonly Placed[],
  block: readonly Placed[],
  parentGuid: string | null,
): Placed[] {
  const moving = new Set(block.map((element) => element.guid));
  const rest = order.filter((element) => !moving.has(element.guid));
  let at = rest.length;
  if (parentGuid) {
    const family = subtreeOf(rest, parentGuid);
    const last = rest.findLastIndex((element) => family.has(element.guid));
    if (last >= 0) at = last + 1;
  }
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}
