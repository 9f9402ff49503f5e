import { elementRegistry, type ElementRegistryEntry } from '../generated/elements.gen.ts';
import type { ElementType } from '../generated/types.gen.ts';

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
