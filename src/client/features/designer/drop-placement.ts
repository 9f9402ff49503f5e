import type { Placement } from '../../../shared/designer/element-placement.ts';
import { childrenOf } from '../../../shared/designer/element-placement.ts';
import type { FormElement } from '../../../shared/generated/types.gen.ts';

/** What a drag ended over: a canvas element, or the drop zone at the end of a container. */
export type DropTarget = { kind: 'element'; guid: string } | { kind: 'container'; parentGuid: string | null };

/**
 * The place a drop means. Over an element: its position among its siblings, after it when the dragged element
 * came from above it in the same list (the list reads as the user saw it move). Over a drop zone: the end.
 */
export function placementOf(
  components: readonly FormElement[],
  target: DropTarget,
  movingGuid: string | null,
): Placement | null {
  if (target.kind === 'container') {
    const siblings = childrenOf(components, target.parentGuid).filter(
      (element) => element.guid !== movingGuid,
    );
    return { parentGuid: target.parentGuid, index: siblings.length };
  }
  const over = components.find((element) => element.guid === target.guid);
  if (!over) return null;
  const parentGuid = over.parentGuid ?? null;
  const all = childrenOf(components, parentGuid);
  const from = movingGuid === null ? -1 : all.findIndex((element) => element.guid === movingGuid);
  const to = all.indexOf(over);
  const siblings = all.filter((element) => element.guid !== movingGuid);
  const overIndex = siblings.indexOf(over);
  return { parentGuid, index: from >= 0 && from < to ? overIndex + 1 : overIndex };
}
