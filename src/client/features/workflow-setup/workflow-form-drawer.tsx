import { Link } from '@tanstack/react-router';
import type { StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { LoadFailure } from '../../components/list-load-state.tsx';
import { Drawer, DrawerBody, DrawerContent, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
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
      <Drawer open onOpenChange={(open) => !open && onClose()}>
        <DrawerContent width="min(720px, 100vw)">
          <DrawerHeader>
            <DrawerTitle>Form</DrawerTitle>
          </DrawerHeader>
          <DrawerBody aria-busy={!form.isError}>
            {form.isError ? (
              <LoadFailure text="The form could not be loaded." onRetry={() => void form.refetch()} />
            ) : (
              <Skeleton className="h-6 w-1/2" />
            )}
          </DrawerBody>
        </DrawerContent>
      </Drawer>
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
