import { isElementType } from '../elements/element-lookup.ts';
import { elementRegistry } from '../generated/elements.gen.ts';
import type { AnswerEmptiness, ElementDescriptor } from '../generated/types.gen.ts';

// Rules must not fail on a definition holding a type this build does not know (an older or newer
// definition); such an element is judged like a plain value and never counts as display-only.
function descriptorOf(type: string): ElementDescriptor | undefined {
  return isElementType(type) ? elementRegistry[type] : undefined;
}

/** How an element type judges that its answer is missing (from the element registry). */
export function emptinessOf(type: string): AnswerEmptiness {
  return descriptorOf(type)?.emptiness ?? 'value';
}

/** True for element types that never ask for an answer. */
export function isDisplayOnly(type: string): boolean {
  return descriptorOf(type)?.displayOnly ?? false;
}

/** True for element types that sum-to and percentage-to events may fill. */
export function isSummable(type: string): boolean {
  const descriptor = descriptorOf(type);
  return descriptor !== undefined && descriptor.computable && descriptor.summable;
}

/** True for element types that a custom expression may fill (those offering the Computed tab). */
export function isComputable(type: string): boolean {
  return descriptorOf(type)?.computable ?? false;
}
