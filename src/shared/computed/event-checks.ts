import { isComputable, isSummable } from '../rules/element-kinds.ts';
import type { ElementEvent, FormElement } from '../generated/types.gen.ts';
import { parseExpression } from './expression.ts';
import { nameOf } from './numbers.ts';

/** Shown when a custom expression does not parse (forms-and-workflows 5.7). */
export const INVALID_EXPRESSION = 'Invalid expression';

/** What is wrong with an event as a definition, and which of its fields says so. */
export interface EventDefinitionProblem {
  readonly field: 'eventType' | 'customExpression';
  readonly message: string;
}

/**
 * The rules a form's definition must keep for an element event, checked when the form or the element
 * is saved: the event's type may fill the target element, and a custom expression parses.
 */
export function eventDefinitionProblem(
  target: FormElement,
  event: ElementEvent,
): EventDefinitionProblem | null {
  if (event.eventType === 'CustomExpression') {
    if (!isComputable(target.type)) {
      return {
        field: 'eventType',
        message: `Custom expressions may fill only Number, Money, Simple Text, Radio Buttons and Checkboxes elements, not ${nameOf(target)}.`,
      };
    }
    if (!event.customExpression?.trim()) return { field: 'customExpression', message: INVALID_EXPRESSION };
    try {
      parseExpression(event.customExpression);
    } catch {
      return { field: 'customExpression', message: INVALID_EXPRESSION };
    }
    return null;
  }
  if (!isSummable(target.type)) {
    return {
      field: 'eventType',
      message: `Sum-to and percentage-to events may target only Number, Money, Radio Buttons and Checkboxes elements, not ${nameOf(target)}.`,
    };
  }
  return null;
}

/**
 * Checks that an element event can run: its definition is sound and the elements it reads exist.
 * Returns the problem in words, or null when the event is sound.
 */
export function checkElementEvent(
  target: FormElement,
  event: ElementEvent,
  byGuid: ReadonlyMap<string, FormElement>,
): string | null {
  const definition = eventDefinitionProblem(target, event);
  if (definition) return definition.message;
  if (event.eventType === 'CustomExpression') return null;
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
