import type * as React from 'react';
import type { LoginAccount } from '../../../shared/generated/types.gen.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { maxEmailLength, type UserForm, type UserProblems } from './user-form.ts';
import { UserRolesField } from './user-roles-field.tsx';

export interface UserEditorFieldsProps {
  form: UserForm;
  /** The person edited; undefined while adding one. */
  account: LoginAccount | undefined;
  problems: UserProblems;
  canEdit: boolean;
  /** Spec 2: the e-mail changes only for a temporary account (or a person being added). */
  emailEditable: boolean;
  viewerIsSuperAdmin: boolean;
  onChange: (patch: Partial<UserForm>) => void;
}

/** The user editor's fields: name, e-mail, organisations, roles and, for a super admin, the site-wide flag. */
export function UserEditorFields({
  form,
  account,
  problems,
  canEdit,
  emailEditable,
  viewerIsSuperAdmin,
  onChange: set,
}: UserEditorFieldsProps) {
  const adding = account === undefined;
  return (
    <>
      <Field id="user-name" label="Name" problem={problems.loginName}>
        <Input
          id="user-name"
          value={form.loginName}
          maxLength={250}
          readOnly={!canEdit}
          aria-invalid={Boolean(problems.loginName)}
          onChange={(event) => set({ loginName: event.target.value })}
        />
      </Field>
      <Field id="user-email" label="Email" problem={problems.email}>
        <Input
          id="user-email"
          type="email"
          value={form.email}
          maxLength={maxEmailLength}
          readOnly={!emailEditable}
          aria-invalid={Boolean(problems.email)}
          onChange={(event) => set({ email: event.target.value })}
        />
      </Field>
      {!adding && (account.userOrgNames ?? []).length > 0 && (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Organizations</span>
          <ul className="list-inside list-disc text-sm">
            {(account?.userOrgNames ?? []).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <UserRolesField
        roles={form.roles}
        readOnly={!canEdit}
        adding={adding}
        problem={problems.roles}
        onChange={(roles) => set({ roles })}
      />
      {viewerIsSuperAdmin && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="user-super-admin"
            checked={form.superAdmin}
            disabled={!canEdit}
            onCheckedChange={(checked) => set({ superAdmin: checked === true })}
          />
          <Label htmlFor="user-super-admin" className="font-normal">
            Super Admin (applies to the entire site)
          </Label>
        </div>
      )}
    </>
  );
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {problem && <p className="text-sm text-destructive">{problem}</p>}
    </div>
  );
}
