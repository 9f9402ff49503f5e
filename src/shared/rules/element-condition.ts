import { isEmptyAs } from '../elements/emptiness.ts';
import { answerCount, answerTexts, normalisePath } from './answer-values.ts';
import type { AnswerEmptiness, Condition, ConditionOperator } from '../generated/types.gen.ts';

/** What an element condition needs to know about the element it reads. */
export interface ReadElement {
  emptiness: AnswerEmptiness;
  /** Cascader answers compare as normalised 'a / b' paths. */
  isPath: boolean;
}

type Positive = 'Equals' | 'Contains' | 'HasAnyValue' | 'CountEquals';

// Each negative operator is exactly the negation of a positive one, so an absent answer
// (or a repeater with no rows) gives NotEquals / NotContains / HasNoValue true.
const NEGATION: Partial<Record<ConditionOperator, Positive>> = {
  NotEquals: 'Equals',
  NotContains: 'Contains',
  HasNoValue: 'HasAnyValue',
  CountNotEquals: 'CountEquals',
};
const POSITIVE = new Set<ConditionOperator>(['Equals', 'Contains', 'HasAnyValue', 'CountEquals']);

/**
 * Tests an answer condition against the values read: one value (undefined when absent or hidden),
 * or one per repeater row when a rule outside the repeater reads an element inside it.
 */
export function testElementCondition(
  condition: Condition,
  values: readonly unknown[],
  element: ReadElement,
): boolean {
  const negated = NEGATION[condition.type];
  if (negated) return !testPositive(negated, condition.answerValue, values, element);
  if (POSITIVE.has(condition.type))
    return testPositive(condition.type as Positive, condition.answerValue, values, element);
  return false;
}

function testPositive(
  op: Positive,
  expected: Condition['answerValue'],
  values: readonly unknown[],
  element: ReadElement,
): boolean {
  switch (op) {
    case 'HasAnyValue':
      return values.some((value) => !isEmptyAs(element.emptiness, value));
    case 'CountEquals': {
      const wanted = Number(expected);
      if (expected === null || expected === undefined || expected === '' || !Number.isFinite(wanted))
        return false;
      const count = values.reduce<number>((sum, value) => sum + answerCount(value, element.emptiness), 0);
      return count === wanted;
    }
    case 'Equals':
    case 'Contains': {
      if (expected === null || expected === undefined) return false;
      const target = comparable(element.isPath ? normalisePath(expected) : String(expected));
      const match =
        op === 'Equals'
          ? (text: string) => sameText(comparable(text), target)
          : (text: string) => comparable(text).includes(target);
      return values.some((value) => textsOf(value, element).some(match));
    }
  }
}

function textsOf(value: unknown, element: ReadElement): string[] {
  // Yes/No booleans are answered as true/false; designers may write either word.
  if (typeof value === 'boolean') return value ? ['true', 'yes'] : ['false', 'no'];
  return answerTexts(value, element.isPath);
}

function comparable(text: string): string {
  return text.trim().toLowerCase();
}

function sameText(a: string, b: string): boolean {
  if (a === b) return true;
  // '5' equals '5.0' and '05': numbers compare by value.
  if (a === '' || b === '') return false;
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && x === y;
}
