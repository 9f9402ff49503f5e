import { useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import type { ConditionType, FormDefinition, FormRuleType } from '../../../../shared/generated/types.gen.ts';
import {
  ruleDraftProblem,
  withRuleDraft,
  type EditedCondition,
  type RuleDraft,
} from '../../../../shared/designer/rule-drafts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CONDITION_FIELDS, Picker } from './condition-fields.tsx';
import { elementChoiceLabel } from './element-choice-label.ts';

/** The five strips of the rules drawer (spec 2.8), one per condition type. */
export const RULE_STRIPS: readonly { conditionType: ConditionType; title: string }[] = [
  { conditionType: 'FormElementBased', title: 'Form Element' },
  { conditionType: 'FormStatusBased', title: 'Form Status' },
  { conditionType: 'WorkflowStatusBased', title: 'Workflow Status' },
  { conditionType: 'LoginAccountBased', title: 'Login Account / User Group' },
  { conditionType: 'TimeFrameBased', title: 'Time Frame' },
];

const RULE_TYPES: readonly { key: FormRuleType; value: string }[] = [
  { key: 'Hidden', value: 'Hide' },
  { key: 'ReadOnly', value: 'Make read-only' },
];

const emptyDraft = (conditionType: ConditionType, targetGuid: string | null): RuleDraft => ({
  conditionType,
  operator: null,
  targetGuid,
  ruleType: null,
});

export interface RuleStripProps {
  form: FormDefinition;
  orgGuid: string;
  conditionType: ConditionType;
  title: string;
  readOnly: boolean;
  /** The target a new rule starts with (the element whose Rules tab opened the drawer). */
  defaultTarget: string | null;
  /** The condition being edited and what it holds; the strip then replaces it (spec 4.8). */
  editing: { condition: EditedCondition; draft: RuleDraft } | null;
  onChange: (form: FormDefinition) => void;
  onDoneEditing: () => void;
}

/** One rule-editor strip: a condition, then what it does to which element; Add appends, Update replaces. */
export function RuleStrip(props: RuleStripProps) {
  const { form, orgGuid, conditionType, title, readOnly, defaultTarget, editing, onChange, onDoneEditing } =
    props;
  const [draft, setDraft] = useState<RuleDraft>(editing?.draft ?? emptyDraft(conditionType, defaultTarget));
  const [problem, setProblem] = useState<string | null>(null);
  const Fields = CONDITION_FIELDS[conditionType];
  const change = (next: RuleDraft) => {
    setDraft(next);
    setProblem(null);
  };
  const apply = () => {
    const found = ruleDraftProblem(form, draft);
    if (found) {
      setProblem(found);
      toast.error(found);
      return;
    }
    onChange(withRuleDraft(form, draft, editing?.condition ?? null, () => `new-${crypto.randomUUID()}`));
    setDraft(emptyDraft(conditionType, draft.targetGuid));
    if (editing) onDoneEditing();
  };
  const targets = form.components
    .filter((element) => !element.isArchived)
    .map((element) => ({ key: element.guid, value: elementChoiceLabel(element) }));
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border p-3"
      data-editing={editing ? 'true' : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <Fields form={form} orgGuid={orgGuid} draft={draft} disabled={readOnly} onChange={change} />
        <Picker
          label="Rule type"
          value={draft.ruleType}
          choices={RULE_TYPES}
          disabled={readOnly}
          onChange={(ruleType) => change({ ...draft, ruleType: ruleType as FormRuleType | null })}
        />
        <Picker
          label="Target element"
          value={draft.targetGuid}
          choices={targets}
          disabled={readOnly}
          onChange={(targetGuid) => change({ ...draft, targetGuid })}
        />
        <Button size="sm" disabled={readOnly} onClick={apply}>
          {editing ? 'Update' : 'Add'}
        </Button>
        {editing && (
          <Button size="sm" variant="outline" onClick={onDoneEditing}>
            Cancel
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {editing && (
        <p className="text-xs text-muted-foreground">
          Editing:{' '}
          {elementChoiceLabel(form.components.find((element) => element.guid === editing.draft.targetGuid))}
        </p>
      )}
    </fieldset>
  );
}
