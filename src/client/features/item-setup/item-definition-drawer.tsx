import { useMemo, useState } from 'react';
import type { ItemDefinition } from '../../../shared/generated/types.gen.ts';
import { isNewDefinition } from '../../../shared/workflows/definition-draft.ts';
import { LoadingDrawer } from '../../components/editor-drawer.tsx';
import { useOrgInfo } from '../shell/api/get-org-info.ts';
import { entityTypeChoices } from '../workflow-setup/definition-form.ts';
import { useDeleteItemDefinition, useItemDefinition, useSaveItemDefinition } from './api/item-definitions.ts';
import { ItemDefinitionEditor } from './item-definition-editor.tsx';
import { newItemDefinition } from './item-form.ts';

export interface ItemDefinitionDrawerProps {
  orgGuid: string;
  /** The item to open, or 'new' for New Item. */
  guid: string;
  canEdit: boolean;
  /** After a save: the guid of the stored item (a new one has its own now). */
  onOpen: (guid: string) => void;
  onClose: () => void;
}

/** Loads the item (a new one needs nothing loaded) and the entity types and groups, then opens the editor. */
export function ItemDefinitionDrawer({ orgGuid, guid, canEdit, onOpen, onClose }: ItemDefinitionDrawerProps) {
  const details = useItemDefinition(orgGuid, guid);
  const info = useOrgInfo(orgGuid);
  const save = useSaveItemDefinition();
  const remove = useDeleteItemDefinition();
  // Bumped by each save, which opens the editor anew on the stored item, in view mode.
  const [saves, setSaves] = useState(0);
  const fresh = useMemo(() => newItemDefinition(orgGuid), [orgGuid]);
  const item: ItemDefinition | undefined = isNewDefinition(guid) ? fresh : details.data;
  const entityTypes = useMemo(() => entityTypeChoices(info.data?.entityDefinitionDtos ?? []), [info.data]);

  if (!item) {
    return (
      <LoadingDrawer
        title="Compliance Item"
        failed={details.isError}
        failure="The item definition could not be loaded."
        onRetry={() => void details.refetch()}
        onClose={onClose}
      />
    );
  }
  return (
    <ItemDefinitionEditor
      key={`${item.guid}:${saves}`}
      item={item}
      canEdit={canEdit}
      entityTypes={entityTypes}
      groups={info.data?.orgGroupDtos ?? []}
      onSave={save.mutateAsync}
      onDelete={remove.mutateAsync}
      onSaved={(saved) => {
        setSaves((count) => count + 1);
        onOpen(saved.guid);
      }}
      onClose={onClose}
    />
  );
}
