import type { ElementType, FormElement } from '../generated/types.gen.ts';
import { activeValidationType } from '../validation/text-answer.ts';
import { normaliseForType } from '../validation/text-types.ts';
import { normalisePostalCode } from '../validation/address.ts';
import { isElementType } from './element-lookup.ts';

// How each element type rewrites a value before it is judged and stored: the widget applies it while
// the user types and the server applies it to every write, so an answer sent through the API is kept
// in the same form as one typed into the form (a phone number as (613) 555-1234, a URL lower-cased).
// Normalisers only reshape values of the right JSON type; anything else is left for the checks to refuse.

type Normaliser = (value: unknown, properties: Record<string, unknown>) => unknown;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const normalisers: { readonly [Type in ElementType]?: Normaliser } = {
  SimpleText: (value, properties) =>
    typeof value === 'string' ? normaliseForType(activeValidationType(properties), value) : value,
  MailingAddress: (value) =>
    isObject(value) && typeof value.postalCode === 'string'
      ? { ...value, postalCode: normalisePostalCode(value.postalCode) }
      : value,
};

/** The value as the element keeps it (the same on both sides); unchanged for types without a normaliser. */
export function normaliseAnswer(element: Pick<FormElement, 'type' | 'properties'>, value: unknown): unknown {
  if (!isElementType(element.type)) return value;
  const normalise = normalisers[element.type];
  return normalise ? normalise(value, (element.properties ?? {}) as Record<string, unknown>) : value;
}
