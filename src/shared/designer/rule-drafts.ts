import type {
  Condition,
  ConditionOperator,
  ConditionType,
  FormDefinition,
  FormResponseStatus,
  FormRule,
  FormRuleType,
} from '../generated/types.gen.ts';
import {
  CONTEXT_OPERATORS,
  isConditionSource,
  operatorTakesCount,
  operatorTakesValue,
  operatorsForElementType,
} from './rule-conditions.ts';

/** What one rule-editor strip holds before it is added to the form's rules. */
export interface RuleDraft {
  conditionType: ConditionType;
  operator: ConditionOperator | null;
  /** FormElementBased: the element whose answer is read. */
  questionGuid?: string | null;
  answerValue?: string;
  formStatus?: FormResponseStatus | null;
  workflowGuid?: string | null;
  workflowStatus?: string | null;
  orgGroupGuid?: string | null;
  timeFrameCode?: string | null;
  targetGuid: string | null;
  ruleType: FormRuleType | null;
}

/** The condition being edited: applying the strip replaces it rather than appending (spec 4.8). */
export interface EditedCondition {
  ruleGuid: string;
  conditionGuid: string;
}

export const RULE_MESSAGES = {
  element: 'Please select an element',
  condition: 'Please select a condition',
  value: 'Please enter a value',
  count: 'Please enter a whole number of 0 or more',
  formStatus: 'Please select a form status',
  workflow: 'Please select a workflow',
  workflowStatus: 'Please select a workflow status',
  group: 'Please select a user group',
  timeFrame: 'Please select a time frame',
  target: 'Please select a target element',
  ruleType: 'Please select a rule type',
  missingRule: "Rule doesn't exist",
} as const;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Why the strip cannot be added yet (spec 5.7: element, condition, target and rule type; a value unless has-any/has-no value), or null. */
export function ruleDraftProblem(form: FormDefinition, draft: RuleDraft): string | null {
  if (draft.conditionType === 'FormElementBased') {
    const source = form.components.find((element) => element.guid === draft.questionGuid);
    if (!source || !isConditionSource(source)) return RULE_MESSAGES.element;
    if (!draft.operator || !operatorsForElementType(source.type).includes(draft.operator))
      return RULE_MESSAGES.condition;
    if (operatorTakesValue(draft.operator) && blank(draft.answerValue)) return RULE_MESSAGES.value;
    if (operatorTakesCount(draft.operator) && !/^\d+$/.test(draft.answerValue!.trim()))
      return RULE_MESSAGES.count;
  } else {
    if (!draft.operator || !CONTEXT_OPERATORS[draft.conditionType].includes(draft.operator))
      return RULE_MESSAGES.condition;
    if (draft.conditionType === 'FormStatusBased' && !draft.formStatus) return RULE_MESSAGES.formStatus;
    if (draft.conditionType === 'WorkflowStatusBased') {
      if (blank(draft.workflowGuid)) return RULE_MESSAGES.workflow;
      if (blank(draft.workflowStatus)) return RULE_MESSAGES.workflowStatus;
    }
    if (draft.conditionType === 'LoginAccountBased' && blank(draft.orgGroupGuid)) return RULE_MESSAGES.group;
    if (draft.conditionType === 'TimeFrameBased' && blank(draft.timeFrameCode))
      return RULE_MESSAGES.timeFrame;
  }
  if (!draft.targetGuid || !form.components.some((element) => element.guid === draft.targetGuid))
    return RULE_MESSAGES.target;
  if (!draft.ruleType) return RULE_MESSAGES.ruleType;
  return null;
}

/** The condition a valid strip makes, with only the fields its condition type uses. */
export function conditionOf(form: FormDefinition, draft: RuleDraft, guid: string): Condition {
  const base = { guid, conditionType: draft.conditionType, type: draft.operator! };
  switch (draft.conditionType) {
    case 'FormElementBased': {
      const source = form.components.find((element) => element.guid === draft.questionGuid)!;
      const withValue = operatorTakesValue(draft.operator!);
      const value = draft.answerValue?.trim() ?? '';
      return {
        ...base,
        questionGuid: source.guid,
        questionCode: source.questionCode ?? null,
        answerValue: withValue ? (operatorTakesCount(draft.operator!) ? Number(value) : value) : null,
      };
    }
    case 'FormStatusBased':
      return { ...base, formStatus: draft.formStatus!, formDefinitionGuid: null };
    case 'WorkflowStatusBased':
      return { ...base, workflowGuid: draft.workflowGuid!, workflowStatus: draft.workflowStatus! };
    case 'LoginAccountBased':
      return { ...base, orgGroupGuid: draft.orgGroupGuid! };
    case 'TimeFrameBased':
      return { ...base, timeFrameCode: draft.timeFrameCode!.trim() };
  }
}

/** The strip showing an existing condition, for editing it. */
export function draftOf(rule: FormRule, condition: Condition): RuleDraft {
  return {
    conditionType: condition.conditionType,
    operator: condition.type,
    questionGuid: condition.questionGuid ?? null,
    answerValue:
      condition.answerValue === null || condition.answerValue === undefined
        ? ''
        : String(condition.answerValue),
    formStatus: condition.formStatus ?? null,
    workflowGuid: condition.workflowGuid ?? null,
    workflowStatus: condition.workflowStatus ?? null,
    orgGroupGuid: condition.orgGroupGuid ?? null,
    timeFrameCode: condition.timeFrameCode ?? null,
    targetGuid: rule.elementGuid,
    ruleType: rule.ruleType,
  };
}

/**
 * The form with the strip's condition in its rules (spec 4.8): added to the rule of that target and rule type
 * when there is one, otherwise a new rule; when a condition is being edited it is replaced, and may move to
 * another target or rule type (a rule left without conditions goes). `newGuid` names new rules and conditions.
 */
export function withRuleDraft(
  form: FormDefinition,
  draft: RuleDraft,
  editing: EditedCondition | null,
  newGuid: () => string,
): FormDefinition {
  const condition = conditionOf(form, draft, editing?.conditionGuid ?? newGuid());
  const target = form.components.find((element) => element.guid === draft.targetGuid)!;
  let rules = [...(form.rules ?? [])];
  let replacedAt: number | null = null;
  if (editing) {
    rules = rules.map((rule) => {
      if (rule.guid !== editing.ruleGuid) return rule;
      const index = rule.conditions.findIndex((candidate) => candidate.guid === editing.conditionGuid);
      if (rule.elementGuid === target.guid && rule.ruleType === draft.ruleType) replacedAt = index;
      return { ...rule, conditions: rule.conditions.filter((_, at) => at !== index) };
    });
  }
  const owner = rules.findIndex(
    (rule) => rule.elementGuid === target.guid && rule.ruleType === draft.ruleType,
  );
  if (owner >= 0) {
    const rule = rules[owner]!;
    const conditions = [...rule.conditions];
    conditions.splice(replacedAt ?? conditions.length, 0, condition);
    rules[owner] = { ...rule, conditions };
  } else {
    rules.push({
      guid: newGuid(),
      elementGuid: target.guid,
      elementQuestionCode: target.questionCode ?? null,
      ruleType: draft.ruleType!,
      trueIfAny: false,
      conditions: [condition],
    });
  }
  return { ...form, rules: rules.filter((rule) => rule.conditions.length > 0) };
}

/** The form without one condition (a rule left with none goes too); null when the rule does not exist. */
export function withoutCondition(
  form: FormDefinition,
  ruleGuid: string,
  conditionGuid: string,
): FormDefinition | null {
  const rules = form.rules ?? [];
  if (!rules.some((rule) => rule.guid === ruleGuid)) return null;
  return {
    ...form,
    rules: rules
      .map((rule) =>
        rule.guid === ruleGuid
          ? { ...rule, conditions: rule.conditions.filter((condition) => condition.guid !== conditionGuid) }
          : rule,
      )
      .filter((rule) => rule.conditions.length > 0),
  };
}

/** The form without one rule. */
export const withoutRule = (form: FormDefinition, ruleGuid: string): FormDefinition => ({
  ...form,
  rules: (form.rules ?? []).filter((rule) => rule.guid !== ruleGuid),
});

/** The form with a rule made 'any' (trueIfAny) or 'all'. */
export const withTrueIfAny = (
  form: FormDefinition,
  ruleGuid: string,
  trueIfAny: boolean,
): FormDefinition => ({
  ...form,
  rules: (form.rules ?? []).map((rule) => (rule.guid === ruleGuid ? { ...rule, trueIfAny } : rule)),
});

/** The Rules tab's counts for one element: conditions of the rules on it by type, and conditions reading it. */
export function ruleCountsOf(form: FormDefinition, guid: string) {
  const rules = form.rules ?? [];
  const on = (ruleType: FormRuleType) =>
    rules
      .filter((rule) => rule.elementGuid === guid && rule.ruleType === ruleType)
      .reduce((sum, rule) => sum + rule.conditions.length, 0);
  const readBy = rules.reduce(
    (sum, rule) => sum + rule.conditions.filter((condition) => condition.questionGuid === guid).length,
    0,
  );
  return {
    hidden: on('Hidden'),
    readOnly: on('ReadOnly'),
    readBy,
    total: on('Hidden') + on('ReadOnly') + readBy,
  };
}
