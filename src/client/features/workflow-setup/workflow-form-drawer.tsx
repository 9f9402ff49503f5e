import { Link } from '@tanstack/react-router';
import type { StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { LoadingDrawer } from '../../components/editor-drawer.tsx';
import { useFormDefinition, useSaveFormDefinition } from './api/workflow-forms.ts';
import { WorkflowFormEditor } from './workflow-form-editor.tsx';
import type { AccessRuleNames } from './workflow-form-texts.ts';

export interface WorkflowFormDrawerProps {
  formGuid: string;
  statusList: readonly StatusListEntry[];
  ruleNames: AccessRuleNames | undefined;
  canEdit: boolean;
  onClose: () => void;
}

/** Loads the whole form, then opens its editor; a save starts the editor again from the stored form. */
export function WorkflowFormDrawer({
  formGuid,
  statusList,
  ruleNames,
  canEdit,
  onClose,
}: WorkflowFormDrawerProps) {
  const form = useFormDefinition(formGuid);
  const save = useSaveFormDefinition();
  if (!form.data) {
    return (
      <LoadingDrawer
        title="Form"
        failed={form.isError}
        failure="The form could not be loaded."
        onRetry={() => void form.refetch()}
        onClose={onClose}
        width="min(720px, 100vw)"
      />
    );
  }
  return (
    <WorkflowFormEditor
      key={form.data.updatedAt ?? ''}
      form={form.data}
      statusList={statusList}
      ruleNames={ruleNames}
      canEdit={canEdit}
      onSave={(changed) => save.mutateAsync(changed)}
      onClose={onClose}
      designLink={
        // The questions are made in the form designer; setup staff reach it here (Raw Forms is super admins').
        <Link
          to="/forms/$formGuid/design"
          params={{ formGuid }}
          className="self-start text-sm text-primary underline-offset-4 hover:underline"
        >
          Edit Design
        </Link>
      }
    />
  );
}
