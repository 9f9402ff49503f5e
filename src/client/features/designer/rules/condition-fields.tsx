import type { ReactNode } from 'react';
import { elementWithListOptions, listsByGuid } from '../../../../shared/lists/list-options.ts';
import { useListDefinitions } from '../../lists/api/list-definitions.ts';
import type {
  ConditionOperator,
  ConditionType,
  FormDefinition,
} from '../../../../shared/generated/types.gen.ts';
import {
  FORM_RESPONSE_STATUSES,
  FORM_RESPONSE_STATUS_LABELS,
} from '../../../../shared/machines/form/status-order.ts';
import {
  CONTEXT_OPERATORS,
  OPERATOR_LABELS,
  conditionSources,
  operatorTakesValue,
  operatorsForElementType,
  suggestedAnswerValues,
} from '../../../../shared/designer/rule-conditions.ts';
import type { RuleDraft } from '../../../../shared/designer/rule-drafts.ts';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { elementChoiceLabel } from './element-choice-label.ts';
import { useAccessChoices, useWorkflowChoices, useWorkflowDetails, type Choice } from './use-rule-choices.ts';

export interface ConditionFieldsProps {
  form: FormDefinition;
  orgGuid: string;
  draft: RuleDraft;
  disabled: boolean;
  onChange: (draft: RuleDraft) => void;
}

/** A labelled picker of the strip; '' is "nothing chosen". */
export function Picker({
  label,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  choices: readonly Choice[];
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  return (
    <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-medium">
      {label}
      <NativeSelect
        aria-label={label}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">Choose…</option>
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.value}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

const operatorChoices = (operators: readonly ConditionOperator[]): Choice[] =>
  operators.map((operator) => ({ key: operator, value: OPERATOR_LABELS[operator] }));

function OperatorPicker({
  operators,
  draft,
  disabled,
  onChange,
}: ConditionFieldsProps & { operators: readonly ConditionOperator[] }) {
  return (
    <Picker
      label="Condition"
      value={draft.operator}
      choices={operatorChoices(operators)}
      disabled={disabled}
      onChange={(operator) => onChange({ ...draft, operator: operator as ConditionOperator | null })}
    />
  );
}

/** Form element strip: a condition source, the operators its type offers, and a value where one is needed. */
function ElementFields(props: ConditionFieldsProps) {
  const { form, draft, disabled, onChange } = props;
  const sources = conditionSources(form);
  const source = sources.find((element) => element.guid === draft.questionGuid);
  const operators = source ? operatorsForElementType(source.type) : [];
  // A list-backed source suggests its list's codes, the values its answers hold.
  const lists = useListDefinitions({ orgGuid: form.orgGuid ?? '', formDefinitionGuid: form.guid });
  const suggestions = source
    ? suggestedAnswerValues(elementWithListOptions(source, listsByGuid(lists.data ?? [])))
    : [];
  const listId = `rule-values-${draft.conditionType}`;
  return (
    <>
      <Picker
        label="Element"
        value={draft.questionGuid}
        choices={sources.map((element) => ({ key: element.guid, value: elementChoiceLabel(element) }))}
        disabled={disabled}
        onChange={(questionGuid) => {
          const next = sources.find((element) => element.guid === questionGuid);
          const keeps = next && draft.operator && operatorsForElementType(next.type).includes(draft.operator);
          onChange({ ...draft, questionGuid, operator: keeps ? draft.operator : null });
        }}
      />
      <OperatorPicker {...props} operators={operators} />
      {(!draft.operator || operatorTakesValue(draft.operator)) && (
        <label className="flex min-w-32 flex-1 flex-col gap-1 text-xs font-medium">
          Value
          <Input
            aria-label="Value"
            list={suggestions.length > 0 ? listId : undefined}
            value={draft.answerValue ?? ''}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, answerValue: event.target.value })}
          />
          {suggestions.length > 0 && (
            <datalist id={listId}>
              {suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </label>
      )}
    </>
  );
}

function FormStatusFields(props: ConditionFieldsProps) {
  const { draft, disabled, onChange } = props;
  return (
    <>
      <OperatorPicker {...props} operators={CONTEXT_OPERATORS.FormStatusBased} />
      <Picker
        label="Form status"
        value={draft.formStatus}
        choices={FORM_RESPONSE_STATUSES.map((status) => ({
          key: status,
          value: FORM_RESPONSE_STATUS_LABELS[status],
        }))}
        disabled={disabled}
        onChange={(formStatus) => onChange({ ...draft, formStatus: formStatus as RuleDraft['formStatus'] })}
      />
    </>
  );
}

function WorkflowPicker({
  orgGuid,
  draft,
  disabled,
  onChange,
  reset,
}: ConditionFieldsProps & { reset: Partial<RuleDraft> }) {
  const workflows = useWorkflowChoices(orgGuid);
  return (
    <Picker
      label="Workflow"
      value={draft.workflowGuid}
      choices={workflows}
      disabled={disabled}
      onChange={(workflowGuid) => onChange({ ...draft, ...reset, workflowGuid })}
    />
  );
}

function WorkflowStatusFields(props: ConditionFieldsProps) {
  const { orgGuid, draft, disabled, onChange } = props;
  const { statuses } = useWorkflowDetails(orgGuid, draft.workflowGuid);
  return (
    <>
      <WorkflowPicker {...props} reset={{ workflowStatus: null }} />
      <OperatorPicker {...props} operators={CONTEXT_OPERATORS.WorkflowStatusBased} />
      <Picker
        label="Workflow status"
        value={draft.workflowStatus}
        choices={statuses}
        disabled={disabled}
        onChange={(workflowStatus) => onChange({ ...draft, workflowStatus })}
      />
    </>
  );
}

function LoginAccountFields(props: ConditionFieldsProps) {
  const { orgGuid, draft, disabled, onChange } = props;
  const { groups } = useAccessChoices(orgGuid);
  return (
    <>
      <OperatorPicker {...props} operators={CONTEXT_OPERATORS.LoginAccountBased} />
      <Picker
        label="User group"
        value={draft.orgGroupGuid}
        choices={groups}
        disabled={disabled}
        onChange={(orgGroupGuid) => onChange({ ...draft, orgGroupGuid })}
      />
    </>
  );
}

function TimeFrameFields(props: ConditionFieldsProps) {
  const { orgGuid, draft, disabled, onChange } = props;
  const { timeFrames } = useWorkflowDetails(orgGuid, draft.workflowGuid);
  return (
    <>
      <WorkflowPicker {...props} reset={{ timeFrameCode: null }} />
      <OperatorPicker {...props} operators={CONTEXT_OPERATORS.TimeFrameBased} />
      <Picker
        label="Time frame"
        value={draft.timeFrameCode}
        choices={timeFrames}
        disabled={disabled}
        onChange={(timeFrameCode) => onChange({ ...draft, timeFrameCode })}
      />
    </>
  );
}

/** The condition half of each strip, by condition type. */
export const CONDITION_FIELDS: Record<ConditionType, (props: ConditionFieldsProps) => ReactNode> = {
  FormElementBased: ElementFields,
  FormStatusBased: FormStatusFields,
  WorkflowStatusBased: WorkflowStatusFields,
  LoginAccountBased: LoginAccountFields,
  TimeFrameBased: TimeFrameFields,
};
