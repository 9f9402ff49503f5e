import { elementRegistry } from '../generated/elements.gen.ts';
import type {
  ConditionOperator,
  ConditionType,
  FormDefinition,
  FormElement,
} from '../generated/types.gen.ts';

// What the rule-editor strips offer (spec forms-and-workflows 5.7, designer restrictions). Which elements may be
// a condition's source and which operators they offer come from the element schemas' x-element
// conditionOperators; an element type offering none is not a source.

/** The operators of the conditions that do not read an answer, as the condition schema allows them. */
export const CONTEXT_OPERATORS: Record<
  Exclude<ConditionType, 'FormElementBased'>,
  readonly ConditionOperator[]
> = {
  FormStatusBased: ['Is', 'IsNot', 'Before', 'After'],
  WorkflowStatusBased: ['Is', 'IsNot', 'Before', 'After'],
  LoginAccountBased: ['In', 'NotIn'],
  TimeFrameBased: ['Within', 'NotWithin'],
};

/** How each operator reads on screen. */
export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  Equals: 'equals',
  NotEquals: 'does not equal',
  Contains: 'contains',
  NotContains: 'does not contain',
  HasAnyValue: 'has any value',
  HasNoValue: 'has no value',
  CountEquals: 'count equals',
  CountNotEquals: 'count does not equal',
  Is: 'is',
  IsNot: 'is not',
  Before: 'is before',
  After: 'is after',
  In: 'belongs to',
  NotIn: 'does not belong to',
  Within: 'is within',
  NotWithin: 'is not within',
};

/** The operators an element of this type offers as a condition source; none for a type this build does not know. */
export function operatorsForElementType(type: string): readonly ConditionOperator[] {
  return Object.hasOwn(elementRegistry, type)
    ? elementRegistry[type as keyof typeof elementRegistry].conditionOperators
    : [];
}

/** True when a condition may read this element's answer: its type offers operators and it is not archived. */
export const isConditionSource = (element: FormElement) =>
  !element.isArchived && operatorsForElementType(element.type).length > 0;

/** The form's elements a condition may read, in form order. */
export const conditionSources = (form: FormDefinition) => form.components.filter(isConditionSource);

/** A value is required unless the condition is has any value or has no value. */
export const operatorTakesValue = (operator: ConditionOperator) =>
  operator !== 'HasAnyValue' && operator !== 'HasNoValue';

/** Counts compare whole numbers of files, options, rows or stamps. */
export const operatorTakesCount = (operator: ConditionOperator) =>
  operator === 'CountEquals' || operator === 'CountNotEquals';

const isOption = (item: unknown): item is { value: string | number; label?: string } =>
  typeof item === 'object' &&
  item !== null &&
  'value' in item &&
  (typeof item.value === 'string' || typeof item.value === 'number');

/**
 * Values worth offering for an answer condition: the option values of any labelled-option list among the
 * element's settings (radio buttons, checkboxes, select lists), found by shape rather than by type.
 */
export function suggestedAnswerValues(element: { properties?: unknown }): string[] {
  const settings = element.properties;
  if (typeof settings !== 'object' || settings === null) return [];
  const values = Object.values(settings).flatMap((setting) =>
    Array.isArray(setting) && setting.length > 0 && setting.every(isOption)
      ? setting.map((option) => String(option.value))
      : [],
  );
  return [...new Set(values)];
}
