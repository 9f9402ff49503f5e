import type * as React from 'react';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { Role } from '../../lib/api-types.ts';
import { useRemoveRolesAndGroups } from './api/remove-roles-and-groups.ts';
import { roleWords } from './role-words.ts';

export interface RemoveRolesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgGuid: string;
  roles: readonly Role[];
  groups: readonly { guid: string; name: string }[];
  superAdmin: boolean;
}

const nothingChosen = 'Please select at least one role or group to remove';

/** Spec 2: drops some of one's own roles and groups to try the app as a lesser user; Refresh Settings restores them. */
export function RemoveRolesDialog({
  open,
  onOpenChange,
  orgGuid,
  roles,
  groups,
  superAdmin,
}: RemoveRolesDialogProps) {
  const [chosenRoles, setChosenRoles] = useState<Role[]>([]);
  const [chosenGroups, setChosenGroups] = useState<string[]>([]);
  const [removeSuperAdmin, setRemoveSuperAdmin] = useState(false);
  const mutation = useRemoveRolesAndGroups();
  const anything = chosenRoles.length > 0 || chosenGroups.length > 0 || removeSuperAdmin;

  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);
  const apply = () => {
    if (!anything) {
      toast.warning(nothingChosen);
      return;
    }
    mutation.mutate(
      { orgGuid, rolesToRemove: chosenRoles, groupGuidsToRemove: chosenGroups, removeSuperAdmin },
      {
        onSuccess: () => {
          // Done: the dialog goes at once; the toast says what happens next.
          onOpenChange(false);
          toast.success('Roles and groups removed successfully. Reloading page...');
          // A moment to read the message; the reload then starts from the reduced roles.
          window.setTimeout(() => window.location.reload(), 1500);
        },
        onError: () => toast.error('Failed to remove roles and groups'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={500}>
        <DialogHeader>
          <DialogTitle>Remove Roles or Groups</DialogTitle>
          <DialogDescription>Refresh Settings restores them.</DialogDescription>
        </DialogHeader>
        <Choices title="Roles">
          {roles.map((role) => (
            <Choice
              key={role}
              id={`remove-role-${role}`}
              label={roleWords[role]}
              checked={chosenRoles.includes(role)}
              onChange={(on) => setChosenRoles((list) => toggle(list, role, on))}
            />
          ))}
        </Choices>
        {groups.length > 0 && (
          <Choices title="Groups">
            {groups.map((group) => (
              <Choice
                key={group.guid}
                id={`remove-group-${group.guid}`}
                label={group.name}
                checked={chosenGroups.includes(group.guid)}
                onChange={(on) => setChosenGroups((list) => toggle(list, group.guid, on))}
              />
            ))}
          </Choices>
        )}
        {superAdmin && (
          <Choice
            id="remove-super-admin"
            label="Remove Super Admin"
            checked={removeSuperAdmin}
            onChange={setRemoveSuperAdmin}
          />
        )}
        {!anything && <p className="text-sm text-muted-foreground">{nothingChosen}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!anything || mutation.isPending} onClick={apply}>
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Choices({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      {children}
    </fieldset>
  );
}

function Choice(props: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={props.id}
        checked={props.checked}
        onCheckedChange={(value) => props.onChange(value === true)}
      />
      <Label htmlFor={props.id} className="font-normal">
        {props.label}
      </Label>
    </div>
  );
}
