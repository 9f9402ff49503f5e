import { useMemo, useState } from 'react';
import type { WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import { isNewDefinition, newWorkflowDefinition } from '../../../shared/workflows/definition-draft.ts';
import { LoadingDrawer } from '../../components/editor-drawer.tsx';
import { useOrgInfo } from '../shell/api/get-org-info.ts';
import { useSaveWorkflowDefinition, useWorkflowDefinitionDetails } from './api/workflow-definitions.ts';
import { entityTypeChoices } from './definition-form.ts';
import { WorkflowDefinitionEditor } from './workflow-definition-editor.tsx';

export interface WorkflowDefinitionDrawerProps {
  orgGuid: string;
  /** The definition to open, or a placeholder guid ('new') for New Workflow. */
  guid: string;
  canEdit: boolean;
  superAdmin: boolean;
  /** After a save: the guid of the stored definition (a new one has its own now). */
  onOpen: (guid: string) => void;
  onClose: () => void;
}

/** Loads the definition (a new one needs nothing loaded) and the choices, then opens the editor on it. */
export function WorkflowDefinitionDrawer({
  orgGuid,
  guid,
  canEdit,
  superAdmin,
  onOpen,
  onClose,
}: WorkflowDefinitionDrawerProps) {
  const details = useWorkflowDefinitionDetails(orgGuid, guid);
  const info = useOrgInfo(orgGuid);
  const save = useSaveWorkflowDefinition();
  // Bumped by each Save, which opens the editor anew on the stored definition; the Forms tab's calls change
  // the definition too, but leave the editor (its tab, its draft) as it is.
  const [saves, setSaves] = useState(0);
  const fresh = useMemo(() => newWorkflowDefinition(orgGuid), [orgGuid]);
  const definition: WorkflowDefinition | undefined = isNewDefinition(guid) ? fresh : details.data;
  const entityTypes = useMemo(() => entityTypeChoices(info.data?.entityDefinitionDtos ?? []), [info.data]);

  if (!definition) {
    return (
      <LoadingDrawer
        title="Workflow Definition"
        failed={details.isError}
        failure="The workflow definition could not be loaded."
        onRetry={() => void details.refetch()}
        onClose={onClose}
      />
    );
  }
  return (
    <WorkflowDefinitionEditor
      // A save gives a new version: the editor starts again from it, in view mode.
      key={`${definition.guid}:${saves}`}
      definition={definition}
      canEdit={canEdit}
      superAdmin={superAdmin}
      entityTypes={entityTypes}
      groups={info.data?.orgGroupDtos ?? []}
      onSave={(body, columnsOnly) => save.mutateAsync({ definition: body, columnsOnly })}
      onSaved={(saved) => {
        setSaves((count) => count + 1);
        onOpen(saved.guid);
      }}
      onClose={onClose}
    />
  );
}
