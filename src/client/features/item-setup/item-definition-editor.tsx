import { useState } from 'react';
import type { ItemDefinition, NamedReference } from '../../../shared/generated/types.gen.ts';
import { isNewDefinition } from '../../../shared/workflows/definition-draft.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { EditorDrawer, ViewOrEditButtons } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerFooter, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { firstMessage, type EntityTypeChoice, type FieldErrors } from '../workflow-setup/definition-form.ts';
import { serverFieldErrors } from '../workflow-setup/server-field-errors.ts';
import { ItemFormTab } from './item-form-tab.tsx';
import { itemBody, itemHasChanges, itemProblems } from './item-form.ts';
import { ItemGeneralTab } from './item-general-tab.tsx';
import { ItemSecurityTab } from './item-security-tab.tsx';

export interface ItemDefinitionEditorProps {
  /** The item as stored, or a new one with the placeholder guid 'new'. */
  item: ItemDefinition;
  /** Setup Items (or super admin) and the organisation's own item: may edit; others only look. */
  canEdit: boolean;
  entityTypes: readonly EntityTypeChoice[];
  groups: readonly NamedReference[];
  /** Stores the item (created when its guid is 'new'); rejects with the server's refusal. */
  onSave: (item: ItemDefinition) => Promise<ItemDefinition>;
  /** Deletes the stored item; rejects with the server's refusal (an item in checklists). */
  onDelete: (item: ItemDefinition) => Promise<unknown>;
  /** The stored item after a save; the editor is reopened on it in view mode. */
  onSaved: (saved: ItemDefinition) => void;
  onClose: () => void;
}

/**
 * The item definition drawer (spec 2.10, 4.9): General always, Form and Security once the item is saved.
 * A saved item opens read-only with Edit; a new one opens editable. Name and entity are checked on Save;
 * what the server refuses is shown beside its field (and toasted by the api-client).
 */
export function ItemDefinitionEditor(props: ItemDefinitionEditorProps) {
  const { item, canEdit, entityTypes, groups, onSave, onDelete, onSaved, onClose } = props;
  const isNew = isNewDefinition(item.guid);
  const [draft, setDraft] = useState(item);
  const [editing, setEditing] = useState(isNew && canEdit);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dirty = itemHasChanges(item, draft);
  const guard = useGuardedClose(dirty, onClose, saving);

  const problems = itemProblems(draft);
  const { name, forEntityDefinitionGuid, ...rowProblems } = problems;
  const errors: FieldErrors = {
    ...rowProblems,
    ...(attempted && name ? { name } : {}),
    ...(attempted && forEntityDefinitionGuid ? { forEntityDefinitionGuid } : {}),
    ...refused,
  };

  const change = (changes: Partial<ItemDefinition>) => {
    setDraft((previous) => ({ ...previous, ...changes }));
    setRefused({});
  };
  // The Public switch saves at once (spec 4.9), so a save may carry a change the draft does not hold yet.
  const save = async (body = draft) => {
    setAttempted(true);
    const blocking = firstMessage(itemProblems(body));
    if (blocking) return void toast.error(blocking);
    setSaving(true);
    try {
      const saved = await onSave(itemBody(body));
      toast.success('Saved');
      onSaved(saved);
    } catch (error) {
      setRefused(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete(item);
      toast.success('Item definition deleted');
      onClose();
    } catch {
      // The api-client has shown the server's reason.
      setDeleting(false);
    }
  };

  const inChecklists = (item.itemsInChecklists ?? []).length > 0;
  return (
    <EditorDrawer guard={guard}>
      <DrawerHeader>
        <DrawerTitle>{isNew ? 'New Item' : item.name}</DrawerTitle>
      </DrawerHeader>
      <DrawerBody>
        <Tabs defaultValue="general">
          <TabsList>
            <TabsTrigger value="general">General</TabsTrigger>
            {!isNew && <TabsTrigger value="form">Form</TabsTrigger>}
            {!isNew && <TabsTrigger value="security">Security</TabsTrigger>}
          </TabsList>
          <TabsContent value="general">
            <ItemGeneralTab
              draft={draft}
              isNew={isNew}
              readOnly={!editing}
              entityTypes={entityTypes}
              errors={errors}
              onChange={change}
              onPublicChange={(madePublicAt) => void save({ ...draft, madePublicAt })}
            />
          </TabsContent>
          {!isNew && (
            <TabsContent value="form">
              <ItemFormTab item={item} />
            </TabsContent>
          )}
          {!isNew && (
            <TabsContent value="security">
              <ItemSecurityTab
                security={draft.security}
                groups={groups}
                readOnly={!editing}
                onChange={(security) => change({ security })}
              />
            </TabsContent>
          )}
        </Tabs>
      </DrawerBody>
      <DrawerFooter>
        {canEdit && !isNew && (
          <>
            <DeleteButton
              label="Delete"
              title="Delete Item Definition"
              message={`Delete the compliance item '${item.name}'? This cannot be undone.`}
              pending={deleting || inChecklists}
              onDelete={() => void remove()}
            />
            {inChecklists && (
              <p className="mr-auto text-sm text-muted-foreground">
                Used in checklists: remove it from them before deleting it.
              </p>
            )}
          </>
        )}
        <ViewOrEditButtons
          guard={guard}
          editing={editing}
          canEdit={canEdit}
          saveDisabled={saving || (!dirty && !isNew)}
          onSave={() => void save()}
          onEdit={() => setEditing(true)}
        />
      </DrawerFooter>
    </EditorDrawer>
  );
}
