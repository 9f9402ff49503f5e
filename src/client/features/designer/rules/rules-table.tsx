import { useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import type { Condition, FormDefinition, FormRule } from '../../../../shared/generated/types.gen.ts';
import {
  RULE_MESSAGES,
  withTrueIfAny,
  withoutCondition,
  withoutRule,
} from '../../../../shared/designer/rule-drafts.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { describeCondition } from './describe-condition.ts';
import { elementChoiceLabel } from './element-choice-label.ts';
import { useAccessChoices, useWorkflowChoices } from './use-rule-choices.ts';

export interface RulesTableProps {
  form: FormDefinition;
  orgGuid: string;
  readOnly: boolean;
  /** Only the rules on this element and those reading it, when given. */
  onlyFor?: string | null;
  onChange: (form: FormDefinition) => void;
  onEdit: (rule: FormRule, condition: Condition) => void;
}

const RULE_TYPE_LABELS: Record<FormRule['ruleType'], string> = { Hidden: 'Hidden', ReadOnly: 'Read-only' };

/** The form rules table (spec 2.8): each rule's target, type, any/all and conditions, to edit or delete. */
export function RulesTable({ form, orgGuid, readOnly, onlyFor, onChange, onEdit }: RulesTableProps) {
  const [deleting, setDeleting] = useState<FormRule | null>(null);
  const names = { workflows: useWorkflowChoices(orgGuid), groups: useAccessChoices(orgGuid).groups };
  const rules = (form.rules ?? []).filter(
    (rule) =>
      !onlyFor ||
      rule.elementGuid === onlyFor ||
      rule.conditions.some((condition) => condition.questionGuid === onlyFor),
  );
  const deleteCondition = (rule: FormRule, condition: Condition) => {
    const next = withoutCondition(form, rule.guid, condition.guid);
    if (!next) {
      toast.error(RULE_MESSAGES.missingRule);
      return;
    }
    onChange(next);
    toast.success('Condition deleted successfully');
  };
  if (rules.length === 0) return <p className="text-sm text-muted-foreground">No rules yet.</p>;
  return (
    <>
      <table className="w-full text-sm" aria-label="Form rules">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">Element</th>
            <th className="p-2">Rule type</th>
            <th className="p-2">Any / All</th>
            <th className="p-2">Conditions</th>
            <th className="p-2" />
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => {
            const target = form.components.find((element) => element.guid === rule.elementGuid);
            return (
              <tr key={rule.guid} className="border-b align-top">
                <td className="p-2">{elementChoiceLabel(target, rule.elementQuestionCode ?? undefined)}</td>
                <td className="p-2">{RULE_TYPE_LABELS[rule.ruleType]}</td>
                <td className="p-2">
                  <label className="flex items-center gap-2">
                    <Switch
                      checked={rule.trueIfAny ?? false}
                      disabled={readOnly}
                      aria-label="True if any condition holds"
                      onCheckedChange={(checked) => onChange(withTrueIfAny(form, rule.guid, checked))}
                    />
                    {rule.trueIfAny ? 'Any' : 'All'}
                  </label>
                </td>
                <td className="p-2">
                  <ul className="flex flex-col gap-1">
                    {rule.conditions.map((condition) => (
                      <li key={condition.guid} className="flex items-center gap-2">
                        <span className="flex-1">{describeCondition(form, condition, names)}</span>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={readOnly}
                          onClick={() => onEdit(rule, condition)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={readOnly}
                          onClick={() => deleteCondition(rule, condition)}
                        >
                          Delete condition
                        </Button>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="p-2">
                  <Button size="sm" variant="outline" disabled={readOnly} onClick={() => setDeleting(rule)}>
                    Delete rule
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Rule"
        message="Delete this rule and all its conditions? This takes effect when you save."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) onChange(withoutRule(form, deleting.guid));
          setDeleting(null);
          toast.success('Rule deleted successfully');
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
