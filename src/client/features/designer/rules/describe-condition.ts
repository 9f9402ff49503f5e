import type { Condition, FormDefinition } from '../../../../shared/generated/types.gen.ts';
import { OPERATOR_LABELS, operatorTakesValue } from '../../../../shared/designer/rule-conditions.ts';
import { FORM_RESPONSE_STATUS_LABELS } from '../../../../shared/machines/form/status-order.ts';
import { elementChoiceLabel } from './element-choice-label.ts';
import type { Choice } from './use-rule-choices.ts';

const nameOf = (choices: readonly Choice[], key: string | null | undefined) =>
  choices.find((choice) => choice.key.toLowerCase() === key?.toLowerCase())?.value ?? key ?? '?';

/** One condition as the rules table reads it ('Status of SimpleText1: Name equals Bob'). */
export function describeCondition(
  form: FormDefinition,
  condition: Condition,
  names: { workflows: readonly Choice[]; groups: readonly Choice[] },
): string {
  const operator = OPERATOR_LABELS[condition.type];
  switch (condition.conditionType) {
    case 'FormElementBased': {
      const source = form.components.find(
        (element) =>
          element.guid === condition.questionGuid || element.questionCode === condition.questionCode,
      );
      const value = operatorTakesValue(condition.type) ? ` '${String(condition.answerValue ?? '')}'` : '';
      return `${elementChoiceLabel(source, condition.questionCode ?? '(missing element)')} ${operator}${value}`;
    }
    case 'FormStatusBased':
      return `Form status ${operator} ${condition.formStatus ? FORM_RESPONSE_STATUS_LABELS[condition.formStatus] : '?'}`;
    case 'WorkflowStatusBased':
      return `Workflow status (${nameOf(names.workflows, condition.workflowGuid)}) ${operator} ${condition.workflowStatus ?? '?'}`;
    case 'LoginAccountBased':
      return `Login account ${operator} ${nameOf(names.groups, condition.orgGroupGuid)}`;
    case 'TimeFrameBased':
      return `Time frame ${operator} ${condition.timeFrameCode ?? '?'}`;
  }
}
