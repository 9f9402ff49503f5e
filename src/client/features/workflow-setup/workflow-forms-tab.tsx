import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { FormDefinition, WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import { useAccessRuleNames, useCreateWorkflowForm, useSaveStepOrder } from './api/workflow-forms.ts';
import { FormsTab } from './forms-tab.tsx';
import { WorkflowFormDrawer } from './workflow-form-drawer.tsx';

export interface WorkflowFormsTabProps {
  /** The stored definition with its forms, as loaded now (the tab's calls change it). */
  definition: WorkflowDefinition;
  canEdit: boolean;
}

/** The Forms tab wired to its calls, and the form editor it opens over the definition editor. */
export function WorkflowFormsTab({ definition, canEdit }: WorkflowFormsTabProps) {
  const ruleNames = useAccessRuleNames(definition.orgGuid);
  const create = useCreateWorkflowForm();
  const saveOrder = useSaveStepOrder(definition.guid);
  const [openGuid, setOpenGuid] = useState<string>();
  const forms: readonly FormDefinition[] = definition.formDefinitions ?? [];
  return (
    <>
      <FormsTab
        forms={forms}
        statusList={definition.statusList}
        ruleNames={ruleNames.data}
        canEdit={canEdit}
        onSaveOrder={async (order) => {
          await saveOrder.mutateAsync(order);
          toast.success('Saved');
        }}
        onNewForm={async (name, step) => {
          const form = await create.mutateAsync({ definitionGuid: definition.guid, name, step });
          toast.success('Form added successfully');
          setOpenGuid(form.guid);
        }}
        onOpenForm={setOpenGuid}
      />
      {openGuid && (
        <WorkflowFormDrawer
          formGuid={openGuid}
          statusList={definition.statusList}
          ruleNames={ruleNames.data}
          canEdit={canEdit}
          onClose={() => setOpenGuid(undefined)}
        />
      )}
    </>
  );
}
