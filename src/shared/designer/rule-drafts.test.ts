import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../generated/elements.gen.ts';
import type {
  ConditionOperator,
  ElementType,
  FormDefinition,
  FormElement,
  FormRuleType,
} from '../generated/types.gen.ts';
import {
  conditionSources,
  operatorTakesValue,
  operatorsForElementType,
  suggestedAnswerValues,
} from './rule-conditions.ts';
import {
  RULE_MESSAGES,
  ruleCountsOf,
  ruleDraftProblem,
  withRuleDraft,
  withoutCondition,
  type RuleDraft,
} from './rule-drafts.ts';

const TYPES = Object.keys(elementRegistry) as ElementType[];
const ALL_OPERATORS: ConditionOperator[] = [
  'Equals',
  'NotEquals',
  'Contains',
  'NotContains',
  'HasAnyValue',
  'HasNoValue',
  'CountEquals',
  'CountNotEquals',
];

/** A form holding one element of every type (guid = type name) and a target question. */
function everyTypeForm(): FormDefinition {
  const components = TYPES.map(
    (type) =>
      ({ guid: type, type, questionCode: `${type}1`, parentGuid: null, properties: {} }) as FormElement,
  );
  return { guid: 'f', name: 'Form', formType: 'Other', components, rules: [] } as unknown as FormDefinition;
}

const elementDraft = (source: string, operator: ConditionOperator, value: string): RuleDraft => ({
  conditionType: 'FormElementBased',
  operator,
  questionGuid: source,
  answerValue: value,
  targetGuid: 'SimpleText',
  ruleType: 'Hidden',
});

describe('condition sources (spec 5.7)', () => {
  it('exclude the types the specification names and keep the operator limits of NameStamp and FileUpload', () => {
    const excluded: ElementType[] = [
      'ChangeStatusButton',
      'AnswerReview',
      'Heading',
      'FormText',
      'Section',
      'Divider',
      'Repeater',
      'LinkedAnswer',
    ];
    const sources = conditionSources(everyTypeForm()).map((element) => element.type);
    for (const type of excluded) expect(sources).not.toContain(type);
    expect(operatorsForElementType('NameStamp')).toEqual(['HasAnyValue', 'HasNoValue']);
    expect(operatorsForElementType('FileUpload')).toEqual(['CountEquals', 'CountNotEquals']);
  });

  it('leave out archived elements', () => {
    const form = everyTypeForm();
    form.components = form.components.map((element) => ({ ...element, isArchived: true }));
    expect(conditionSources(form)).toEqual([]);
  });

  it('accept an operator exactly when the source type offers it, for every type and operator', () => {
    const form = everyTypeForm();
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.constantFrom(...ALL_OPERATORS), (type, operator) => {
        const problem = ruleDraftProblem(form, elementDraft(type, operator, '3'));
        const offered = operatorsForElementType(type);
        if (offered.length === 0) expect(problem).toBe(RULE_MESSAGES.element);
        else if (offered.includes(operator)) expect(problem).toBeNull();
        else expect(problem).toBe(RULE_MESSAGES.condition);
      }),
    );
  });

  it('require a value unless the condition is has any value or has no value, whatever the blank', () => {
    const form = everyTypeForm();
    const sourceAndOperator = fc.constantFrom(
      ...TYPES.flatMap((type) => operatorsForElementType(type).map((operator) => [type, operator] as const)),
    );
    const blank = fc.stringMatching(/^[ \t]*$/);
    fc.assert(
      fc.property(sourceAndOperator, blank, ([type, operator], value) => {
        const problem = ruleDraftProblem(form, elementDraft(type, operator, value));
        expect(problem).toBe(operatorTakesValue(operator) ? RULE_MESSAGES.value : null);
      }),
    );
  });

  it('need a target element and a rule type', () => {
    const form = everyTypeForm();
    const draft = elementDraft('SimpleText', 'Equals', 'yes');
    expect(ruleDraftProblem(form, { ...draft, targetGuid: null })).toBe(RULE_MESSAGES.target);
    expect(ruleDraftProblem(form, { ...draft, ruleType: null })).toBe(RULE_MESSAGES.ruleType);
    expect(ruleDraftProblem(form, { ...draft, operator: null })).toBe(RULE_MESSAGES.condition);
  });

  it('take only whole counts for file counts', () => {
    const form = everyTypeForm();
    expect(ruleDraftProblem(form, elementDraft('FileUpload', 'CountEquals', 'two'))).toBe(
      RULE_MESSAGES.count,
    );
    expect(ruleDraftProblem(form, elementDraft('FileUpload', 'CountEquals', ' 2 '))).toBeNull();
  });
});

describe('appending and replacing (spec 4.8)', () => {
  const sources = ['SimpleText', 'Number', 'Boolean'];
  const targets = ['Date', 'Money', 'Checkboxes'];
  const addition = fc.record({
    source: fc.constantFrom(...sources),
    target: fc.constantFrom(...targets),
    ruleType: fc.constantFrom<FormRuleType>('Hidden', 'ReadOnly'),
    value: fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
  });
  const guids = () => {
    let next = 0;
    return () => `new-${(next += 1)}`;
  };
  const draftFrom = (add: { source: string; target: string; ruleType: FormRuleType; value: string }) => ({
    ...elementDraft(add.source, 'Equals', add.value),
    targetGuid: add.target,
    ruleType: add.ruleType,
  });

  it('keeps one rule per target and rule type, holding every condition added', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 12 }), (additions) => {
        const newGuid = guids();
        const form = additions.reduce(
          (current, add) => withRuleDraft(current, draftFrom(add), null, newGuid),
          everyTypeForm(),
        );
        const keys = form.rules!.map((rule) => `${rule.elementGuid}/${rule.ruleType}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(form.rules!.reduce((sum, rule) => sum + rule.conditions.length, 0)).toBe(additions.length);
      }),
    );
  });

  it('replaces an edited condition, moving it to another target or rule type without adding one', () => {
    fc.assert(
      fc.property(
        fc.array(addition, { minLength: 1, maxLength: 8 }),
        addition,
        fc.nat(),
        (additions, edit, pick) => {
          const newGuid = guids();
          const form = additions.reduce(
            (current, add) => withRuleDraft(current, draftFrom(add), null, newGuid),
            everyTypeForm(),
          );
          const conditions = form.rules!.flatMap((rule) =>
            rule.conditions.map((condition) => ({ rule, condition })),
          );
          const chosen = conditions[pick % conditions.length]!;
          const edited = withRuleDraft(
            form,
            draftFrom(edit),
            { ruleGuid: chosen.rule.guid, conditionGuid: chosen.condition.guid },
            newGuid,
          );
          const after = edited.rules!.flatMap((rule) =>
            rule.conditions.map((condition) => ({ rule, condition })),
          );
          expect(after).toHaveLength(conditions.length);
          const moved = after.find(({ condition }) => condition.guid === chosen.condition.guid)!;
          expect(moved.rule.elementGuid).toBe(edit.target);
          expect(moved.rule.ruleType).toBe(edit.ruleType);
          expect(moved.condition.answerValue).toBe(edit.value.trim());
          expect(edited.rules!.every((rule) => rule.conditions.length > 0)).toBe(true);
        },
      ),
    );
  });

  it('removes a condition and then its empty rule, and refuses a rule that does not exist', () => {
    const newGuid = guids();
    const form = withRuleDraft(everyTypeForm(), elementDraft('SimpleText', 'Equals', 'x'), null, newGuid);
    const rule = form.rules![0]!;
    expect(ruleCountsOf(form, 'SimpleText')).toEqual({ hidden: 1, readOnly: 0, readBy: 1, total: 2 });
    expect(withoutCondition(form, rule.guid, rule.conditions[0]!.guid)!.rules).toEqual([]);
    expect(withoutCondition(form, 'new-missing', 'x')).toBeNull();
  });
});

describe('suggested values', () => {
  it('offer the option values of any labelled-option list among the settings, and nothing otherwise', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 6 }),
        (key, values) => {
          const options = values.map((value) => ({ value, label: `Label ${value}` }));
          expect(suggestedAnswerValues({ properties: { [key]: options, other: 3 } })).toEqual(values);
        },
      ),
    );
    expect(suggestedAnswerValues({ properties: { maxLength: 5, tags: ['a', 'b'] } })).toEqual([]);
    expect(suggestedAnswerValues({})).toEqual([]);
  });
});
