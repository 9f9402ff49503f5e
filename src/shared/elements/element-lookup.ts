import { elementRegistry, type ElementRegistryEntry } from '../generated/elements.gen.ts';
import type { ElementDescriptor, ElementType, FormElement, RepeaterElement } from '../generated/types.gen.ts';

type OwnCall = NonNullable<ElementDescriptor['ownCall']>;
type ComputedTarget = NonNullable<ElementDescriptor['computedTarget']>;
type AnswerKind = NonNullable<ElementDescriptor['answerKind']>;

/** True when `value` names one of the element types. */
export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && Object.hasOwn(elementRegistry, value);
}

/** The registry entry of an element type; throws a clear error for a type no schema defines. */
export function elementEntry(type: string): ElementRegistryEntry {
  if (!isElementType(type)) {
    throw new Error(`Unknown element type '${type}': no schemas/elements schema defines it`);
  }
  return elementRegistry[type];
}

// Behaviour that differs by element type, read from the x-element descriptors. Code elsewhere asks these
// questions instead of naming types. A type this build does not know (an older or newer definition) has
// none of these behaviours.

type Descriptor = ElementRegistryEntry;
const entries: readonly Descriptor[] = Object.values(elementRegistry);
const descriptorOf = (type: string | undefined): Descriptor | undefined =>
  type !== undefined && isElementType(type) ? elementRegistry[type] : undefined;

/** A Section: a page of the form, and the only place a question may sit at the top level. */
export const isSectionType = (type: string | undefined) => descriptorOf(type)?.container === 'section';

/** A Repeater: its children repeat once per row. */
export const isRepeaterType = (type: string | undefined) => descriptorOf(type)?.container === 'repeater';

/** A Section or a Repeater: the designer may put elements inside it. */
export const isContainerType = (type: string | undefined) => descriptorOf(type)?.container !== undefined;

/** Placed directly after a section it is the section's title, which the designer does not move (a heading). */
export const isHeldBySectionType = (type: string | undefined) => descriptorOf(type)?.heldBySection === true;

/** The type new forms start with as their first page. */
export function sectionType(): ElementType {
  const entry = entries.find((candidate) => candidate.container === 'section');
  if (!entry) throw new Error('No element schema declares x-element container "section"');
  return entry.type;
}

/** Which answer call of its own writes the type's answer (null: SubmitAnswer does). */
export const ownCallOf = (type: string | undefined): OwnCall | null => descriptorOf(type)?.ownCall ?? null;

/** The label of the element type whose answers the given call writes ('Discussion', 'File Upload'…). */
export function ownCallLabel(call: OwnCall): string {
  return entries.find((entry) => entry.ownCall === call)?.label ?? call;
}

/** Conditions compare its answer as the chosen path's labels joined with ' / '. */
export const comparesAsPath = (type: string | undefined) => descriptorOf(type)?.comparesAsPath === true;

/** Its answer is read together with the form response it links to. */
export const hasNestedResponse = (type: string | undefined) => descriptorOf(type)?.nestedResponse === true;

/** Listed in the table of contents. */
export const inTableOfContents = (type: string | undefined) => descriptorOf(type)?.contentsEntry === true;

/** What the answer value is, where it matters beyond its JSON type (a date, an entity's or a group's guid). */
export const answerKindOf = (type: string | null | undefined): AnswerKind | null =>
  descriptorOf(type ?? undefined)?.answerKind ?? null;

/** The answer names a record of the organisation: an entity or a security group. */
export const answerNamesRecord = (type: string | null | undefined) => {
  const kind = answerKindOf(type);
  return kind === 'entity' || kind === 'securityGroup';
};

/** How a computed result is stored in an element of this type; null when it cannot be a target. */
export const computedTargetOf = (type: string | undefined): ComputedTarget | null =>
  descriptorOf(type)?.computedTarget ?? null;

/** A Repeater element, narrowed so its settings are typed. */
export function isRepeaterElement(element: FormElement): element is RepeaterElement {
  return isRepeaterType(element.type);
}
