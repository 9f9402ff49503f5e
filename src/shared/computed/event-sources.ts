import type { ElementEvent, FormElement } from '../generated/types.gen.ts';
import { isSummable } from '../rules/element-kinds.ts';
import { nameOf } from './numbers.ts';

/** The element guids a sum-to or percentage-to event reads (custom expressions read question codes). */
function sourceGuids(event: ElementEvent): string[] {
  if (event.eventType === 'SumTo') return [...(event.formElementGuidsToSum ?? [])];
  if (event.eventType === 'PercentageTo')
    return [event.numeratorFormElementGuid, event.denominatorFormElementGuid].filter(
      (guid): guid is string => typeof guid === 'string' && guid !== '',
    );
  return [];
}

/**
 * What is wrong with the elements a sum or percentage reads, judged against the whole form: each must be
 * an element of the form whose type may be summed (5.7). Null when they all are.
 */
export function eventSourceProblem(
  target: FormElement,
  event: ElementEvent,
  byGuid: ReadonlyMap<string, FormElement>,
): string | null {
  const wrong = sourceGuids(event).filter((guid) => {
    const source = byGuid.get(guid);
    return !source || !isSummable(source.type);
  });
  if (wrong.length === 0) return null;
  return `The computed value of ${nameOf(target)} reads elements that are not on the form or cannot be summed: ${[...new Set(wrong)].join(', ')}.`;
}
