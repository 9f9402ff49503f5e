// Builders for the rules tests: short forms, rules and states without the noise of full definitions.
import { AnswerStore } from './answer-store.ts';
import type { RuleContext } from './context-condition.ts';
import type { RuleState } from './evaluator.ts';
import type {
  Condition,
  ConditionOperator,
  FormDefinition,
  FormElement,
  FormRule,
} from '../generated/types.gen.ts';

/** The guid of the form the builders make. */
export const FORM_GUID = 'form-1';

/** An element whose question code is its guid. */
export function element(
  guid: string,
  type: string,
  parentGuid: string | null = null,
  properties: FormElement['properties'] = {},
): FormElement {
  return { guid, type, label: guid, questionCode: guid, parentGuid, properties } as FormElement;
}

/** Section s1 holding one SimpleText per guid: the smallest form most rule tests need. */
export function textsInSection(...guids: string[]): FormElement[] {
  return [element('s1', 'Section'), ...guids.map((guid) => element(guid, 'SimpleText', 's1'))];
}

/** A form definition holding the elements and rules. */
export function form(components: FormElement[], rules: FormRule[] = []): FormDefinition {
  return { guid: FORM_GUID, components, rules } as FormDefinition;
}

let ruleCounter = 0;

/** A rule on the target element. */
export function rule(
  target: string,
  ruleType: 'Hidden' | 'ReadOnly',
  conditions: Condition[],
  trueIfAny = false,
): FormRule {
  ruleCounter += 1;
  return { guid: `rule-${ruleCounter}`, elementGuid: target, ruleType, trueIfAny, conditions } as FormRule;
}

/** An answer condition on an element. */
export function answerIs(
  questionGuid: string,
  type: ConditionOperator,
  answerValue?: string | number | boolean,
): Condition {
  return { guid: 'new', conditionType: 'FormElementBased', type, questionGuid, answerValue } as Condition;
}

/** A workflow status condition. */
export function workflowIs(type: ConditionOperator, workflowStatus: string): Condition {
  return { guid: 'new', conditionType: 'WorkflowStatusBased', type, workflowStatus } as Condition;
}

/** A form status condition, on this form unless another is named. */
export function formIs(type: ConditionOperator, formStatus: string, formDefinitionGuid?: string): Condition {
  return { guid: 'new', conditionType: 'FormStatusBased', type, formStatus, formDefinitionGuid } as Condition;
}

/** A login account group condition. */
export function userIn(type: ConditionOperator, orgGroupGuid: string): Condition {
  return { guid: 'new', conditionType: 'LoginAccountBased', type, orgGroupGuid } as Condition;
}

/** A time frame condition. */
export function inFrame(type: ConditionOperator, timeFrameCode: string): Condition {
  return { guid: 'new', conditionType: 'TimeFrameBased', type, timeFrameCode } as Condition;
}

/** A rule state from parsed values keyed by element guid (or 'guid/row' for repeater rows). */
export function stateOf(values: Record<string, unknown> = {}, context: RuleContext = {}): RuleState {
  const answers = new AnswerStore();
  for (const [key, value] of Object.entries(values)) {
    const [guid, row] = key.split('/');
    answers.setValue(guid!, row ?? null, value);
  }
  return { answers, context };
}

/** A deterministic random number generator (mulberry32) returning values in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
