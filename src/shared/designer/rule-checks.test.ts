import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../generated/elements.gen.ts';
import type { ConditionOperator, ElementType, FormDefinition, FormElement } from '../generated/types.gen.ts';
import { formRuleProblem } from './rule-checks.ts';
import { operatorsForElementType } from './rule-conditions.ts';

const TYPES = Object.keys(elementRegistry) as ElementType[];
const ANSWER_OPERATORS: ConditionOperator[] = [
  'Equals',
  'NotEquals',
  'Contains',
  'NotContains',
  'HasAnyValue',
  'HasNoValue',
  'CountEquals',
  'CountNotEquals',
];

const formReading = (source: ElementType, type: ConditionOperator, answerValue: string | number | null) =>
  ({
    guid: 'f',
    name: 'Form',
    components: TYPES.map(
      (elementType) =>
        ({
          guid: elementType,
          type: elementType,
          questionCode: `${elementType}1`,
          properties: {},
        }) as FormElement,
    ),
    rules: [
      {
        guid: 'r',
        elementGuid: 'SimpleText',
        ruleType: 'Hidden',
        conditions: [
          { guid: 'c', conditionType: 'FormElementBased', type, questionGuid: source, answerValue },
        ],
      },
    ],
  }) as unknown as FormDefinition;

describe('the server-side check of saved conditions (spec 5.7)', () => {
  it('accepts exactly the operators each source type offers, for every type and operator', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.constantFrom(...ANSWER_OPERATORS), (type, operator) => {
        const problem = formRuleProblem(formReading(type, operator, 2));
        expect(problem === null).toBe(operatorsForElementType(type).includes(operator));
      }),
    );
  });

  it('takes only whole counts', () => {
    expect(formRuleProblem(formReading('FileUpload', 'CountEquals', 'two'))).toMatch(/whole number/);
    expect(formRuleProblem(formReading('FileUpload', 'CountNotEquals', '0'))).toBeNull();
  });

  it('leaves a condition on a missing element to the rules engine', () => {
    expect(formRuleProblem(formReading('Nothing' as ElementType, 'Equals', 'x'))).toBeNull();
  });
});
