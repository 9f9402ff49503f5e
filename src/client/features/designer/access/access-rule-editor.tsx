import { useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import type { AccessRuleType, AccessTargetKind } from '../../../../shared/generated/types.gen.ts';
import {
  CURRENT_ENTITY,
  takesByDate,
  takesNumberRequired,
  type AccessRuleDraft,
} from '../../../../shared/designer/access-rule-drafts.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Picker } from '../rules/condition-fields.tsx';
import { useAccessChoices, type Choice } from '../rules/use-rule-choices.ts';

/** An access rule as the editor lists it, section or form. */
export interface ListedAccessRule {
  guid: string;
  kind: AccessTargetKind;
  appliedTo: string;
  numberRequired?: number | null;
  byDate?: string | null;
}

export interface AccessRuleEditorProps {
  orgGuid: string;
  ruleType: AccessRuleType;
  /** Groups, Roles, Users; Entities too for form access rules. */
  kinds: readonly AccessTargetKind[];
  rules: readonly ListedAccessRule[];
  readOnly: boolean;
  /** Adds the rule, or answers why not ('Please select a user or role', 'Rule already exists'…). */
  onAdd: (draft: AccessRuleDraft) => string | null;
  onDelete: (guid: string) => void;
  deleteTitle: string;
}

const KIND_LABELS: Record<AccessTargetKind, string> = {
  Groups: 'Groups',
  Roles: 'Roles',
  Users: 'Users',
  Entities: 'Entities',
};

/** The rules of one access rule type, and a row to add one (spec 5.10). */
export function AccessRuleEditor(props: AccessRuleEditorProps) {
  const { orgGuid, ruleType, kinds, rules, readOnly, onAdd, onDelete, deleteTitle } = props;
  const names = useAccessChoices(orgGuid);
  const choicesOf = (kind: AccessTargetKind): Choice[] =>
    kind === 'Entities'
      ? [{ key: CURRENT_ENTITY, value: 'Current Entity' }, ...names.entities]
      : names[kind.toLowerCase() as 'groups' | 'roles' | 'users'];
  const [draft, setDraft] = useState<AccessRuleDraft>({
    ruleType,
    kind: kinds[0]!,
    appliedTo: '',
    numberRequired: null,
    byDate: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const change = (next: Partial<AccessRuleDraft>) => {
    setDraft({ ...draft, ...next });
    setProblem(null);
  };
  const add = () => {
    const found = onAdd(draft);
    setProblem(found);
    if (found) toast.error(found);
    else setDraft({ ...draft, appliedTo: '', numberRequired: null, byDate: null });
  };
  const nameOf = (rule: ListedAccessRule) =>
    choicesOf(rule.kind).find((choice) => choice.key.toLowerCase() === rule.appliedTo.toLowerCase())?.value ??
    rule.appliedTo;
  return (
    <div className="flex flex-col gap-3">
      {rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rules of this type.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Access rules">
          {rules.map((rule) => (
            <li key={rule.guid} className="flex items-center gap-2 rounded border px-2 py-1">
              <span className="flex-1">
                {KIND_LABELS[rule.kind]}: {nameOf(rule)}
                {rule.numberRequired ? `, ${rule.numberRequired} required` : ''}
                {rule.byDate ? `, by ${rule.byDate}` : ''}
              </span>
              <Button size="sm" variant="ghost" disabled={readOnly} onClick={() => setDeleting(rule.guid)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-2">
          <Picker
            label="Applies to"
            value={draft.kind}
            choices={kinds.map((kind) => ({ key: kind, value: KIND_LABELS[kind] }))}
            disabled={readOnly}
            onChange={(kind) =>
              change({ kind: (kind as AccessTargetKind | null) ?? kinds[0]!, appliedTo: '' })
            }
          />
          <Picker
            label="Name"
            value={draft.appliedTo}
            choices={choicesOf(draft.kind)}
            disabled={readOnly}
            onChange={(appliedTo) => change({ appliedTo: appliedTo ?? '' })}
          />
          {takesNumberRequired(ruleType, draft.kind) && (
            <label className="flex w-32 flex-col gap-1 text-xs font-medium">
              Number required
              <Input
                type="number"
                min={1}
                aria-label="Number required"
                value={draft.numberRequired ?? ''}
                onChange={(event) =>
                  change({ numberRequired: event.target.value === '' ? null : Number(event.target.value) })
                }
              />
            </label>
          )}
          {takesByDate(ruleType) && (
            <label className="flex w-40 flex-col gap-1 text-xs font-medium">
              By date
              <Input
                type="date"
                aria-label="By date"
                value={draft.byDate ?? ''}
                onChange={(event) => change({ byDate: event.target.value || null })}
              />
            </label>
          )}
          <Button size="sm" onClick={add}>
            Add Rule
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        message="Delete this access rule? This takes effect when you save."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
