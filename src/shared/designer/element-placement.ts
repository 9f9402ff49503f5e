import { elementRegistry } from '../generated/elements.gen.ts';
import type { ElementType, FormElement } from '../generated/types.gen.ts';
import { isContainerType, isHeldBySectionType, isSectionType } from '../elements/element-lookup.ts';

// Where the designer may put an element (spec forms-and-workflows 5.10). A form's elements are one flat list
// in display order; an element's children follow it, so an element moves together with everything inside it.

export const PLACEMENT_MESSAGES = {
  needsSection: 'A form item must be added to a Section.',
  cannotMove: 'This component cannot be moved',
} as const;

/** A place among the children of a parent (null: the top level of the form). */
export interface Placement {
  parentGuid: string | null;
  /** Position among the parent's children, counted without the element being moved. */
  index: number;
}

/** The new element list, or why the place was refused (null: refused without a message, as a no-op). */
export type PlacementResult = { ok: true; components: FormElement[] } | { ok: false; message: string | null };

const parentOf = (element: FormElement) => element.parentGuid ?? null;

/** The direct children of a parent, in display order. */
export function childrenOf(components: readonly FormElement[], parentGuid: string | null): FormElement[] {
  return components.filter((element) => parentOf(element) === parentGuid);
}

/** The guid and every guid nested inside it. */
export function subtreeGuids(components: readonly FormElement[], guid: string): Set<string> {
  const inside = new Set([guid]);
  // Children follow their parent in display order, but a stored form may not keep that, so loop to a fixpoint.
  for (let grew = true; grew;) {
    grew = false;
    for (const element of components) {
      const parent = parentOf(element);
      if (parent && inside.has(parent) && !inside.has(element.guid)) {
        inside.add(element.guid);
        grew = true;
      }
    }
  }
  return inside;
}

const isContainer = (element: FormElement | undefined) => isContainerType(element?.type);

/** A heading placed directly after a section is that section's title and stays where it is. */
export function isHeldInPlace(components: readonly FormElement[], guid: string): boolean {
  const at = components.findIndex((element) => element.guid === guid);
  const element = components[at];
  if (!element || !isHeldBySectionType(element.type)) return false;
  return at > 0 && isSectionType(components[at - 1]!.type);
}

/** Why an element of this type may not go to that parent; null when it may. */
function refusal(components: readonly FormElement[], type: string, parentGuid: string | null): string | null {
  if (parentGuid === null) return isSectionType(type) ? null : PLACEMENT_MESSAGES.needsSection;
  const parent = components.find((element) => element.guid === parentGuid);
  return isContainer(parent) ? null : PLACEMENT_MESSAGES.needsSection;
}

/** Puts a block of elements (an element and its subtree) at the place, keeping a section's title first. */
function insertBlock(rest: FormElement[], block: FormElement[], placement: Placement): FormElement[] {
  const siblings = childrenOf(rest, placement.parentGuid);
  let index = Math.max(0, Math.min(placement.index, siblings.length));
  if (index === 0 && siblings[0] && isHeldInPlace(rest, siblings[0].guid)) index = 1;
  let at: number;
  if (index < siblings.length) {
    at = rest.indexOf(siblings[index]!);
  } else if (siblings.length > 0) {
    const last = subtreeGuids(rest, siblings[siblings.length - 1]!.guid);
    at = Math.max(...rest.map((element, position) => (last.has(element.guid) ? position : -1))) + 1;
  } else if (placement.parentGuid !== null) {
    at = rest.findIndex((element) => element.guid === placement.parentGuid) + 1;
  } else {
    at = rest.length;
  }
  const placed = block.map((element, position) =>
    position === 0 ? { ...element, parentGuid: placement.parentGuid } : element,
  );
  return [...rest.slice(0, at), ...placed, ...rest.slice(at)];
}

/** Adds a new element at the place. */
export function addElement(
  components: readonly FormElement[],
  element: FormElement,
  placement: Placement,
): PlacementResult {
  const message = refusal(components, element.type, placement.parentGuid);
  if (message) return { ok: false, message };
  return { ok: true, components: insertBlock([...components], [element], placement) };
}

/** Moves an element, with everything inside it, to the place. */
export function moveElement(
  components: readonly FormElement[],
  guid: string,
  placement: Placement,
): PlacementResult {
  const element = components.find((candidate) => candidate.guid === guid);
  if (!element) return { ok: false, message: null };
  if (isHeldInPlace(components, guid)) return { ok: false, message: PLACEMENT_MESSAGES.cannotMove };
  const block = subtreeGuids(components, guid);
  if (placement.parentGuid !== null && block.has(placement.parentGuid)) return { ok: false, message: null };
  const message = refusal(components, element.type, placement.parentGuid);
  if (message) return { ok: false, message };
  const rest = components.filter((candidate) => !block.has(candidate.guid));
  const moved = components.filter((candidate) => block.has(candidate.guid));
  return { ok: true, components: insertBlock(rest, moved, placement) };
}

/** The generated question code: the type plus the count of elements of that type plus one (5.10). */
export function nextQuestionCode(components: readonly FormElement[], type: ElementType): string {
  const taken = new Set(components.map((element) => element.questionCode));
  let number = components.filter((element) => element.type === type).length + 1;
  // The count alone can hit a code still in use after a delete; the next free number keeps codes unique.
  while (taken.has(`${type}${number}`)) number += 1;
  return `${type}${number}`;
}

/** A new element of the type as the palette makes it: the type's label, a generated code, default settings. */
export function newElement(
  components: readonly FormElement[],
  type: ElementType,
  guid: string,
  formDefinitionGuid: string,
): FormElement {
  return {
    guid,
    type,
    label: elementRegistry[type].label,
    questionCode: nextQuestionCode(components, type),
    parentGuid: null,
    formDefinitionGuid,
    properties: {},
  } as FormElement;
}
