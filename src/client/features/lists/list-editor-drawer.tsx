import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { ListDefinition, ListVisibility } from '../../../shared/generated/types.gen.ts';
import { ONE_PDF_CODE_LIST_NOTE, listProblems, listSaveEnabled } from '../../../shared/lists/list-draft.ts';
import { LIST_VISIBILITY_LABELS, visibilityChoices } from '../../../shared/lists/list-scope.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { EditorDrawer, EditorFooter } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useDeleteListDefinition, useSaveListDefinition } from './api/list-definitions.ts';
import { OptionsEditor } from './options-editor.tsx';

export interface ListEditorDrawerProps {
  /** The list as saved, or a new one with the guid 'new'. */
  list: ListDefinition;
  superAdmin: boolean;
  canEdit: boolean;
  /** Another list of the workflow is already its PDF-code list. */
  pdfCodeListTaken: boolean;
  onClose: () => void;
}

/** The list editor (spec 2.9): name, visibility, special list and options; Save and Delete. */
export function ListEditorDrawer({
  list,
  superAdmin,
  canEdit,
  pdfCodeListTaken,
  onClose,
}: ListEditorDrawerProps) {
  const isNew = list.listDefinitionGuid.startsWith('new');
  const [draft, setDraft] = useState(list);
  const [touched, setTouched] = useState(false);
  const save = useSaveListDefinition();
  const remove = useDeleteListDefinition();
  const dirty = JSON.stringify(draft) !== JSON.stringify(list);
  const guard = useGuardedClose(dirty, onClose, save.isPending);
  const choices = visibilityChoices({
    superAdmin,
    hasForm: Boolean(list.formDefinitionGuid),
    hasWorkflow: Boolean(list.workflowDefinitionGuid),
    saved: isNew ? undefined : list.visibility,
  });
  const nameProblem = listProblems(draft).find((problem) => problem === 'Name is required');

  const change = (fields: Partial<ListDefinition>) => setDraft((current) => ({ ...current, ...fields }));
  const changeVisibility = (visibility: ListVisibility) =>
    // A special list belongs to a workflow: it stops being one when the list is no longer workflow-specific.
    change({ visibility, specialList: visibility === 'WorkflowSpecific' ? draft.specialList : null });
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => {
        toast.success(isNew ? 'List created successfully' : 'List updated successfully');
        onClose();
      },
    });
  const deleteList = () =>
    remove.mutate(list.listDefinitionGuid, {
      onSuccess: () => {
        toast.success('List deleted successfully');
        onClose();
      },
    });

  return (
    <EditorDrawer guard={guard}>
      <DrawerHeader>
        <DrawerTitle>{isNew ? 'Creating New List' : `Editing List - ${list.name}`}</DrawerTitle>
      </DrawerHeader>
      <DrawerBody className="flex max-w-3xl flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="list-name">Name</Label>
          <Input
            id="list-name"
            value={draft.name}
            maxLength={250}
            readOnly={!canEdit}
            aria-invalid={touched && Boolean(nameProblem)}
            onChange={(event) => change({ name: event.target.value })}
            onBlur={() => setTouched(true)}
          />
          {touched && nameProblem && <p className="text-sm text-destructive">{nameProblem}</p>}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="list-visibility">Visibility</Label>
          <NativeSelect
            id="list-visibility"
            value={draft.visibility}
            disabled={!canEdit}
            onChange={(event) => changeVisibility(event.target.value as ListVisibility)}
          >
            {choices.map((visibility) => (
              <option key={visibility} value={visibility}>
                {LIST_VISIBILITY_LABELS[visibility]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {draft.visibility === 'WorkflowSpecific' && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="list-special">Special List</Label>
            <NativeSelect
              id="list-special"
              value={draft.specialList ?? ''}
              disabled={!canEdit}
              onChange={(event) =>
                change({ specialList: event.target.value === 'PdfCode' ? 'PdfCode' : null })
              }
            >
              <option value="">None</option>
              <option value="PdfCode" disabled={pdfCodeListTaken && list.specialList !== 'PdfCode'}>
                PDF Code
              </option>
            </NativeSelect>
            {pdfCodeListTaken && list.specialList !== 'PdfCode' && (
              <p className="text-sm text-muted-foreground">{ONE_PDF_CODE_LIST_NOTE}</p>
            )}
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label>Options</Label>
          <OptionsEditor
            items={draft.items}
            nested
            readOnly={!canEdit}
            onChange={(items) => change({ items })}
          />
        </div>
      </DrawerBody>
      <EditorFooter
        guard={guard}
        canSave={canEdit}
        saveDisabled={!listSaveEnabled(draft, isNew ? null : list) || save.isPending}
        onSave={submit}
      >
        {canEdit && !isNew && (
          <DeleteButton
            label="Delete"
            title="Delete List"
            message={`Are you sure you want to delete the list '${list.name}'? Questions that use it will no longer offer its options.`}
            pending={remove.isPending}
            onDelete={deleteList}
          />
        )}
      </EditorFooter>
    </EditorDrawer>
  );
}
