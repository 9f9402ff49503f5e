import type { FormElement } from '../../../shared/generated/types.gen.ts';
import {
  childrenOf,
  isHeldInPlace,
  subtreeGuids,
  type Placement,
} from '../../../shared/designer/element-placement.ts';
import { isContainerType, isSectionType } from '../../../shared/elements/element-lookup.ts';

export type ArrowDirection = 'up' | 'down';

/**
 * Where one arrow-key step takes an element, through the places a user sees (`shown`: the canvas's
 * elements): past its neighbour, into a neighbouring section or repeater (a section steps past another
 * container rather than into it), or out of its container at either end. A section's title never counts as
 * a place to pass; a question leaving a top-level section goes on into the section beside it. Null when there
 * is nowhere to go (the top or the bottom of the form). Whether the element
 * may go there (5.10) is left to moveElement, which refuses with the spec's message.
 */
export function arrowMovePlacement(
  components: readonly FormElement[],
  shown: readonly FormElement[],
  guid: string,
  direction: ArrowDirection,
): Placement | null {
  const element = components.find((candidate) => candidate.guid === guid);
  if (!element) return null;
  const parentGuid = element.parentGuid ?? null;
  const block = subtreeGuids(components, guid);
  const rest = components.filter((candidate) => !block.has(candidate.guid));
  const visibleSiblings = childrenOf(shown, parentGuid).filter(
    (sibling) => sibling.guid === guid || !isHeldInPlace(components, sibling.guid),
  );
  const at = visibleSiblings.findIndex((sibling) => sibling.guid === guid);
  const neighbour = visibleSiblings[direction === 'up' ? at - 1 : at + 1];
  const indexIn = (parent: string | null, of: string) =>
    childrenOf(rest, parent).findIndex((sibling) => sibling.guid === of);

  if (neighbour) {
    if (isContainerType(neighbour.type) && !isSectionType(element.type))
      return {
        parentGuid: neighbour.guid,
        index: direction === 'up' ? childrenOf(rest, neighbour.guid).length : 0,
      };
    const index = indexIn(parentGuid, neighbour.guid);
    return { parentGuid, index: direction === 'up' ? index : index + 1 };
  }
  // At an end of its container: step out of it, before or after it.
  if (parentGuid === null) return null;
  const container = components.find((candidate) => candidate.guid === parentGuid);
  if (!container) return null;
  const outer = container.parentGuid ?? null;
  // A question cannot stand at the top level: it goes on into the neighbouring section instead.
  if (outer === null && !isSectionType(element.type)) {
    const pages = childrenOf(shown, null);
    const from = pages.findIndex((candidate) => candidate.guid === container.guid);
    const next = pages[direction === 'up' ? from - 1 : from + 1];
    if (next && isContainerType(next.type))
      return { parentGuid: next.guid, index: direction === 'up' ? childrenOf(rest, next.guid).length : 0 };
  }
  const index = indexIn(outer, container.guid);
  return { parentGuid: outer, index: direction === 'up' ? index : index + 1 };
}
