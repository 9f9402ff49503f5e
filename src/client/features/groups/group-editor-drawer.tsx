import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { ForOwnWorkflow, NamedReference, OrgGroup } from '../../../shared/generated/types.gen.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { EditorDrawer, EditorFooter } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useDeleteOrgGroup } from './api/delete-org-group.ts';
import { useSaveOrgGroup } from './api/save-org-group.ts';
import { EntityPicker } from './entity-picker.tsx';
import { ForOwnWorkflowField } from './for-own-workflow-field.tsx';
import { groupNameProblem, isNewGroup, toGroupBody } from './group-form.ts';

export interface GroupEditorDrawerProps {
  group: OrgGroup;
  entities: readonly NamedReference[];
  canEdit: boolean;
  onClose: () => void;
}

const sameGuids = (a: readonly NamedReference[], b: readonly NamedReference[]) =>
  a.length === b.length && a.every((entity) => b.some((other) => other.guid === entity.guid));

/** The security group editor (spec 2): name, For Own Workflow?, entities, and Delete Group. */
export function GroupEditorDrawer({ group, entities, canEdit, onClose }: GroupEditorDrawerProps) {
  const [name, setName] = useState(group.name);
  const [forOwn, setForOwn] = useState<ForOwnWorkflow>(group.forOwnWorkflow);
  const [added, setAdded] = useState<NamedReference[]>(group.entities ?? []);
  const [touched, setTouched] = useState(false);
  const save = useSaveOrgGroup();
  const remove = useDeleteOrgGroup();
  const dirty =
    name !== group.name || forOwn !== group.forOwnWorkflow || !sameGuids(added, group.entities ?? []);
  const guard = useGuardedClose(dirty, onClose, save.isPending);
  const problem = groupNameProblem(name);

  const submit = () => {
    setTouched(true);
    if (problem) return;
    save.mutate(toGroupBody(group, name, forOwn, added), {
      onSuccess: () => {
        toast.success('Saved');
        onClose();
      },
    });
  };
  const deleteGroup = () =>
    remove.mutate(
      { orgGuid: group.orgGuid, groupGuid: group.guid },
      {
        onSuccess: () => {
          toast.success('Group deleted');
          onClose();
        },
      },
    );

  return (
    <EditorDrawer guard={guard}>
      <DrawerHeader>
        <DrawerTitle>{isNewGroup(group.guid) ? 'New Security Group' : group.name}</DrawerTitle>
      </DrawerHeader>
      <DrawerBody className="flex max-w-4xl flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="group-name">Group Name</Label>
          <Input
            id="group-name"
            value={name}
            maxLength={250}
            readOnly={!canEdit}
            aria-invalid={touched && Boolean(problem)}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && problem && <p className="text-sm text-destructive">{problem}</p>}
        </div>
        <ForOwnWorkflowField value={forOwn} readOnly={!canEdit} onChange={setForOwn} />
        <div className="flex flex-col gap-2">
          <Label>Entities</Label>
          <EntityPicker all={entities} added={added} readOnly={!canEdit} onChange={setAdded} />
        </div>
      </DrawerBody>
      <EditorFooter guard={guard} canSave={canEdit} saveDisabled={!dirty || save.isPending} onSave={submit}>
        {canEdit && !isNewGroup(group.guid) && (
          <DeleteButton
            label="Delete Group"
            title="Delete Group"
            message={`Are you sure you want to delete the group '${group.name}'?`}
            pending={remove.isPending}
            onDelete={deleteGroup}
          />
        )}
      </EditorFooter>
    </EditorDrawer>
  );
}
