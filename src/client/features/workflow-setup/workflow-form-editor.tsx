import { useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { FormDefinition, FormMetaInfo, StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { stepFormSettingsProblems } from '../../../shared/workflows/step-form-settings.ts';
import { EditorDrawer, EditorFooter } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerDescription, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { formTypeLabel } from '../tech-forms/form-type-label.ts';
import { FieldMessages } from './field-messages.tsx';
import { serverFieldErrors } from './server-field-errors.ts';
import { StatusChoiceField } from './status-choice-field.tsx';
import { StepCountFields } from './step-count-fields.tsx';
import { accessRuleTexts, type AccessRuleNames } from './workflow-form-texts.ts';

export interface WorkflowFormEditorProps {
  /** The whole form as stored: it is saved whole, with the changes made here. */
  form: FormDefinition;
  statusList: readonly StatusListEntry[];
  ruleNames: AccessRuleNames | undefined;
  canEdit: boolean;
  /** Stores the form; rejects with the server's refusal. */
  onSave: (form: FormDefinition) => Promise<unknown>;
  onClose: () => void;
  /** The way to the form's designer, shown under the title. */
  designLink?: ReactNode;
}

interface Draft {
  name: string;
  formCode: string;
  metaInfo: FormMetaInfo;
}

/** The settings name statuses the workflow still has; one since removed cannot be ticked, so it goes. */
function draftOf(form: FormDefinition, statusList: readonly StatusListEntry[]): Draft {
  const codes = new Set(statusList.map((status) => status.code));
  const meta = form.metaInfo ?? {};
  return {
    name: form.name,
    formCode: form.formCode,
    metaInfo: {
      ...meta,
      ...(meta.displayOnStatus && {
        displayOnStatus: meta.displayOnStatus.filter((code) => codes.has(code)),
      }),
      ...(meta.showOnlyForWorkflowStatuses && {
        showOnlyForWorkflowStatuses: meta.showOnlyForWorkflowStatuses.filter((code) => codes.has(code)),
      }),
    },
  };
}

/**
 * The form editor of the Forms tab (spec 2.10): a workflow form's name and code and, for a step, how it
 * appears in the workflow drawer (Multiple? with Min and Max, Expand for, Show for Status), beside its access
 * rules. Saved as the whole form (UpdateFormDefinition); the questions are the form designer's.
 */
export function WorkflowFormEditor(props: WorkflowFormEditorProps) {
  const { form, statusList, ruleNames, canEdit, onSave, onClose, designLink } = props;
  const [stored] = useState(() => draftOf(form, statusList));
  const [draft, setDraft] = useState(stored);
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
  const guard = useGuardedClose(dirty, onClose, saving);
  const isStep = form.formType === 'InlineForm';
  const readOnly = !canEdit;

  const errors: Record<string, string[]> = {
    ...(draft.name.trim() ? {} : { name: ['Name is required'] }),
    ...(draft.formCode.trim() ? {} : { formCode: ['Form code is required'] }),
    ...stepFormSettingsProblems(
      draft.metaInfo,
      statusList.map((status) => status.code),
    ),
    ...refused,
  };
  const change = (changes: Partial<Draft>) => {
    setDraft((previous) => ({ ...previous, ...changes }));
    setRefused({});
  };
  const changeMeta = (changes: Partial<FormMetaInfo>) =>
    change({ metaInfo: { ...draft.metaInfo, ...changes } });

  const save = async () => {
    setSaving(true);
    try {
      await onSave({
        ...form,
        name: draft.name.trim(),
        formCode: draft.formCode.trim(),
        metaInfo: draft.metaInfo,
      });
      toast.success('The form has been updated.');
    } catch (error) {
      setRefused(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const rules = accessRuleTexts(form.formRules, ruleNames);
  return (
    <EditorDrawer guard={guard} width="min(720px, 100vw)">
      <DrawerHeader>
        <DrawerTitle>{form.name}</DrawerTitle>
        <DrawerDescription>{formTypeLabel(form.formType)}</DrawerDescription>
        {designLink}
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="workflow-form-name">Name</Label>
            <Input
              id="workflow-form-name"
              value={draft.name}
              maxLength={250}
              readOnly={readOnly}
              aria-invalid={Boolean(errors.name)}
              onChange={(event) => change({ name: event.target.value })}
            />
            <FieldMessages messages={errors.name ?? []} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="workflow-form-code">Form Code</Label>
            <Input
              id="workflow-form-code"
              value={draft.formCode}
              maxLength={50}
              readOnly={readOnly}
              aria-invalid={Boolean(errors.formCode)}
              onChange={(event) => change({ formCode: event.target.value })}
            />
            <FieldMessages messages={errors.formCode ?? []} />
          </div>
        </div>
        {isStep && (
          <>
            <StepCountFields
              meta={draft.metaInfo}
              readOnly={readOnly}
              errors={errors}
              onChange={changeMeta}
            />
            <StatusChoiceField
              legend="Expand for"
              hint="The step's panel starts open while the workflow is in one of these statuses."
              statusList={statusList}
              selected={draft.metaInfo.displayOnStatus ?? []}
              readOnly={readOnly}
              messages={errors['metaInfo.displayOnStatus'] ?? []}
              onChange={(displayOnStatus) => changeMeta({ displayOnStatus })}
            />
            <StatusChoiceField
              legend="Show for Status"
              hint="The step shows only while the workflow is in one of these statuses; with none ticked it always shows."
              statusList={statusList}
              selected={draft.metaInfo.showOnlyForWorkflowStatuses ?? []}
              readOnly={readOnly}
              messages={errors['metaInfo.showOnlyForWorkflowStatuses'] ?? []}
              onChange={(showOnlyForWorkflowStatuses) => changeMeta({ showOnlyForWorkflowStatuses })}
            />
            <label className="flex items-center gap-2 text-sm font-medium">
              <Switch
                checked={draft.metaInfo.showStatusInWorkflowView === true}
                disabled={readOnly}
                onCheckedChange={(checked) => changeMeta({ showStatusInWorkflowView: checked })}
              />
              Show Status in Workflow View
            </label>
          </>
        )}
        <section aria-labelledby="workflow-form-access-rules" className="flex flex-col gap-1.5">
          <h3 id="workflow-form-access-rules" className="text-sm font-medium">
            Access Rules
          </h3>
          {rules.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              None: everyone who reaches the workflow reaches this form.
            </p>
          ) : (
            <ul className="flex flex-col gap-0.5 text-sm">
              {rules.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <dt>Guid</dt>
          <dd className="font-mono text-xs">{form.guid}</dd>
          <dt>Updated</dt>
          <dd>{form.updatedAt ? formatDateDisplay(form.updatedAt, 'date-time') : ''}</dd>
        </dl>
      </DrawerBody>
      <EditorFooter
        guard={guard}
        canSave={canEdit}
        saveDisabled={saving || !dirty || Object.keys(errors).length > 0}
        onSave={() => void save()}
      />
    </EditorDrawer>
  );
}
