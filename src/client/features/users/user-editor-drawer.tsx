import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { LoginAccount } from '../../../shared/generated/types.gen.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { EditorDrawer, EditorFooter } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerDescription, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { useDeleteLoginAccount } from './api/delete-login-account.ts';
import type { WhoToShow } from './api/get-login-accounts.ts';
import { isInvitation, useSaveLoginAccount } from './api/save-login-account.ts';
import { isUserFormDirty, toAccountBody, toUserForm, userProblems, type UserForm } from './user-form.ts';
import { UserEditorFields } from './user-editor-fields.tsx';

export interface UserEditorDrawerProps {
  orgGuid: string;
  /** The person to edit; undefined to add one. */
  account: LoginAccount | undefined;
  whoToShow: WhoToShow;
  /** E-mails of the other people known here, for 'Email already registered'. */
  otherEmails: readonly string[];
  canEdit: boolean;
  viewerIsSuperAdmin: boolean;
  onClose: () => void;
}

/** The user editor (spec 2, 4 and 5). Without User Admin everything is read-only. */
export function UserEditorDrawer({
  orgGuid,
  account,
  whoToShow,
  otherEmails,
  canEdit,
  viewerIsSuperAdmin,
  onClose,
}: UserEditorDrawerProps) {
  const saved = toUserForm(account, whoToShow);
  const [form, setForm] = useState<UserForm>(saved);
  const [tried, setTried] = useState(false);
  const save = useSaveLoginAccount(orgGuid);
  const remove = useDeleteLoginAccount();
  const adding = account === undefined;
  const dirty = isUserFormDirty(form, saved);
  const guard = useGuardedClose(dirty, onClose, save.isPending);
  const problems = tried ? userProblems(form, otherEmails) : {};
  const emailEditable = canEdit && (adding || account.isTempAccount === true);
  const set = (patch: Partial<UserForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    setTried(true);
    if (Object.keys(userProblems(form, otherEmails)).length > 0) return;
    save.mutate(toAccountBody(account, form), {
      onSuccess: (saved) => {
        if (isInvitation(saved))
          toast.success(
            `${saved.email} belongs to another organization: we invited them, and they join when they accept.`,
          );
        else toast.success('Saved');
        onClose();
      },
    });
  };
  const deleteUser = () => {
    if (!account) return;
    remove.mutate(
      { orgGuid, userGuid: account.userGuid },
      {
        onSuccess: () => {
          toast.success('User deleted');
          onClose();
        },
      },
    );
  };

  return (
    <EditorDrawer guard={guard}>
      <DrawerHeader>
        <DrawerTitle>{adding ? `New ${whoToShow}` : account.loginName}</DrawerTitle>
        {account?.isTempAccount && <DrawerDescription>This person has not signed in yet.</DrawerDescription>}
      </DrawerHeader>
      <DrawerBody className="flex max-w-2xl flex-col gap-5">
        <UserEditorFields
          form={form}
          account={account}
          problems={problems}
          canEdit={canEdit}
          emailEditable={emailEditable}
          viewerIsSuperAdmin={viewerIsSuperAdmin}
          onChange={set}
        />
      </DrawerBody>
      <EditorFooter guard={guard} canSave={canEdit} saveDisabled={!dirty || save.isPending} onSave={submit}>
        {canEdit && !adding && (
          <DeleteButton
            label="Delete"
            title="Delete User"
            message="Are you sure you want to delete this user?"
            pending={remove.isPending}
            onDelete={deleteUser}
          />
        )}
      </EditorFooter>
    </EditorDrawer>
  );
}
