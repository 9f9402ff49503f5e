import type {
  ElementEvent,
  ElementEventType,
  FormDefinition,
  FormElement,
} from '../../../../shared/generated/types.gen.ts';
import type { ExpressionQuestion } from '../../../../shared/computed/validate-expression.ts';
import { isComputable, isDisplayOnly, isSummable } from '../../../../shared/rules/element-kinds.ts';

// The Computed tab (spec forms-and-workflows 2.8, 5.7): an element's value filled from other answers by one
// element event. Which kinds a target offers comes from its type's x-element descriptor (computable,
// summable), never from type names.

export const COMPUTED_KIND_LABELS: Record<ElementEventType, string> = {
  SumTo: 'Sum To',
  PercentageTo: 'Percentage To',
  CustomExpression: 'Custom Expression',
};

/** The element offers the Computed tab. */
export const offersComputedTab = (element: FormElement) => isComputable(element.type);

/** The kinds of computation an element may receive: sum and percentage only for summable targets (5.7). */
export function computedKindsFor(element: FormElement): ElementEventType[] {
  if (!isComputable(element.type)) return [];
  return isSummable(element.type) ? ['SumTo', 'PercentageTo', 'CustomExpression'] : ['CustomExpression'];
}

/** The element's computation: the designer keeps one event per element. */
export const computedEventOf = (element: FormElement): ElementEvent | null => element.events?.[0] ?? null;

/** The element with its computation replaced (null removes it). */
export function withComputedEvent(element: FormElement, event: ElementEvent | null): FormElement {
  return { ...element, events: event ? [event] : [] } as FormElement;
}

/** A new event of the kind, keeping the trigger of the one it replaces. */
export function startEvent(kind: ElementEventType, previous: ElementEvent | null): ElementEvent {
  const trigger = previous?.trigger ?? 'OnSave';
  if (kind === 'SumTo') return { eventType: kind, trigger, formElementGuidsToSum: [] };
  if (kind === 'PercentageTo')
    return { eventType: kind, trigger, numeratorFormElementGuid: null, denominatorFormElementGuid: null };
  return { eventType: kind, trigger, customExpression: '' };
}

/** Elements a sum or percentage may read: summable, not archived, not the target itself. */
export function summableSources(components: readonly FormElement[], target: FormElement): FormElement[] {
  return components.filter(
    (element) => element.guid !== target.guid && !element.isArchived && isSummable(element.type),
  );
}

/** The questions a custom expression may name: every answering element other than the target. */
export function expressionQuestions(
  components: readonly FormElement[],
  target: FormElement,
): ExpressionQuestion[] {
  return components
    .filter((element) => element.guid !== target.guid && !element.isArchived && !isDisplayOnly(element.type))
    .map((element) => ({ questionCode: element.questionCode, type: element.type }));
}

/** The known question codes an expression names, in order of first use (ValidateExpression's tokens). */
export function expressionTokens(expression: string, questions: readonly ExpressionQuestion[]): string[] {
  const known = new Set(questions.map((question) => question.questionCode));
  const words = expression.match(/`[^`]+`|[A-Za-z_$][\w$]*/g) ?? [];
  const found = words.map((word) => word.replace(/^`|`$/g, '')).filter((word) => known.has(word));
  return [...new Set(found)];
}

const nameOf = (element: FormElement) =>
  (element.label ?? '').replace(/<[^>]*>/g, '').trim() || element.questionCode;

/**
 * What keeps an element's computation from being saved: a sum reading nothing, a percentage without
 * both parts, a blank expression, or an expression the server last judged invalid. Null when none.
 */
export function computedEventProblem(
  element: FormElement,
  expressionVerdict: (guid: string, expression: string) => string | null,
): string | null {
  const event = computedEventOf(element);
  if (!event) return null;
  const name = nameOf(element);
  if (event.eventType === 'SumTo' && (event.formElementGuidsToSum ?? []).length === 0)
    return `Computed value of '${name}': choose at least one element to sum.`;
  if (
    event.eventType === 'PercentageTo' &&
    (!event.numeratorFormElementGuid || !event.denominatorFormElementGuid)
  )
    return `Computed value of '${name}': choose a numerator and a denominator.`;
  if (event.eventType === 'CustomExpression') {
    const expression = event.customExpression ?? '';
    if (expression.trim() === '') return `Computed value of '${name}': Invalid expression`;
    const verdict = expressionVerdict(element.guid, expression);
    if (verdict) return `Computed value of '${name}': ${verdict}`;
  }
  return null;
}

/** The first computation problem of the form's live elements, or null. */
export function firstComputedProblem(
  form: FormDefinition,
  expressionVerdict: (guid: string, expression: string) => string | null,
): string | null {
  for (const element of form.components) {
    if (element.isArchived) continue;
    const problem = computedEventProblem(element, expressionVerdict);
    if (problem) return problem;
  }
  return null;
}
