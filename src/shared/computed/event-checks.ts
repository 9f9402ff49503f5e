import { isComputable, isSummable } from '../rules/element-kinds.ts';
import type { ElementEvent, FormElement } from '../generated/types.gen.ts';
import { parseExpression } from './expression.ts';
import { nameOf } from './numbers.ts';

/**
 * Checks that an element event can run: its type may fill the target element, and the elements it
 * reads exist. Returns the problem in words, or null when the event is sound.
 */
export function checkElementEvent(
  target: FormElement,
  event: ElementEvent,
  byGuid: ReadonlyMap<string, FormElement>,
): string | null {
  if (event.eventType === 'CustomExpression') {
    if (!isComputable(target.type)) {
      return `Custom expressions may fill only Number, Money, Simple Text, Radio Buttons and Checkboxes elements, not ${nameOf(target)}.`;
    }
    if (!event.customExpression?.trim()) return `The custom expression of ${nameOf(target)} is empty.`;
    try {
      parseExpression(event.customExpression);
    } catch (error) {
      return `The custom expression of ${nameOf(target)} is invalid: ${(error as Error).message}`;
    }
    return null;
  }
  if (!isSummable(target.type)) {
    return `Sum-to and percentage-to events may target only Number, Money, Radio Buttons and Checkboxes elements, not ${nameOf(target)}.`;
  }
  const sources = eventSourceGuids(event);
  if (event.eventType === 'PercentageTo' && sources.length < 2)
    return `The percentage of ${nameOf(target)} needs a numerator and a denominator.`;
  if (sources.length === 0)
    return `The ${event.eventType === 'SumTo' ? 'sum' : 'percentage'} of ${nameOf(target)} reads no elements.`;
  const missing = sources.filter((guid) => !byGuid.has(guid));
  if (missing.length > 0)
    return `The event of ${nameOf(target)} reads elements that do not exist: ${missing.join(', ')}.`;
  return null;
}

/** The element guids a sum-to or percentage-to event reads (custom expressions read question codes). */
export function eventSourceGuids(event: ElementEvent): string[] {
  if (event.eventType === 'SumTo') return [...(event.formElementGuidsToSum ?? [])];
  if (event.eventType === 'PercentageTo') {
    return [event.numeratorFormElementGuid, event.denominatorFormElementGuid].filter(
      (guid): guid is string => typeof guid === 'string' && guid !== '',
    );
  }
  return [];
}
