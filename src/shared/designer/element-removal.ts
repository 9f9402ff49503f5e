import type { ElementEvent, FormDefinition, FormElement } from '../generated/types.gen.ts';
import { subtreeGuids } from './element-placement.ts';

/**
 * The form without an element and everything inside it (spec forms-and-workflows 4.8: with no responses,
 * archiving removes the element and its dependent rules). Rules on a removed element go, and so do
 * conditions that read one; a rule left with no condition goes too. Sums and percentages stop reading the
 * removed elements (a computation left incomplete then keeps the form from being saved until it is fixed).
 */
export function withoutElement(form: FormDefinition, guid: string): FormDefinition {
  const removed = subtreeGuids(form.components, guid);
  const rules = (form.rules ?? []).flatMap((rule) => {
    if (removed.has(rule.elementGuid)) return [];
    const conditions = rule.conditions.filter(
      (condition) => !condition.questionGuid || !removed.has(condition.questionGuid),
    );
    return conditions.length > 0 ? [{ ...rule, conditions }] : [];
  });
  return {
    ...form,
    components: form.components
      .filter((element) => !removed.has(element.guid))
      .map((element) => withoutSources(element, removed)),
    rules,
    ...(form.sectionRules && {
      sectionRules: form.sectionRules.filter((rule) => !removed.has(rule.sectionGuid)),
    }),
  };
}

function withoutSources(element: FormElement, removed: ReadonlySet<string>): FormElement {
  if (!element.events?.length) return element;
  const kept = (guid: string | null | undefined) => (guid && removed.has(guid) ? null : guid);
  const events = element.events.map((event): ElementEvent => {
    if (event.eventType === 'SumTo')
      return {
        ...event,
        formElementGuidsToSum: (event.formElementGuidsToSum ?? []).filter((guid) => !removed.has(guid)),
      };
    if (event.eventType === 'PercentageTo')
      return {
        ...event,
        numeratorFormElementGuid: kept(event.numeratorFormElementGuid),
        denominatorFormElementGuid: kept(event.denominatorFormElementGuid),
      };
    return event;
  });
  return { ...element, events } as FormElement;
}

/** How many rules name the element or anything inside it, as target or as condition source. */
export function rulesReferencing(form: FormDefinition, guid: string): number {
  const inside = subtreeGuids(form.components, guid);
  return (form.rules ?? []).filter(
    (rule) =>
      inside.has(rule.elementGuid) ||
      rule.conditions.some((condition) => condition.questionGuid && inside.has(condition.questionGuid)),
  ).length;
}
