import { isEmail } from '../../../shared/validation/formats.ts';
import type { LoginAccount } from '../../../shared/generated/types.gen.ts';
import type { Role } from '../../lib/api-types.ts';

/** Spec 5: e-mail addresses are at most 100 characters. */
export const maxEmailLength = 100;

export interface UserForm {
  loginName: string;
  email: string;
  roles: Role[];
  superAdmin: boolean;
}

export type UserProblems = Partial<Record<'loginName' | 'email' | 'roles', string>>;

export function toUserForm(account: LoginAccount | undefined, whoToShow: 'Member' | 'Guest'): UserForm {
  return {
    loginName: account?.loginName ?? '',
    email: account?.email ?? '',
    roles: account?.currentOrgRoles ?? [whoToShow],
    superAdmin: account?.superAdmin ?? false,
  };
}

/**
 * Spec 5: the user editor's messages. `otherEmails` are the e-mails of the other people known here; the
 * check is lower-cased and on the trimmed address.
 */
export function userProblems(form: UserForm, otherEmails: readonly string[]): UserProblems {
  const problems: UserProblems = {};
  const email = form.email.trim();
  if (form.loginName.trim() === '') problems.loginName = 'Name needed';
  if (email === '') problems.email = 'Email needed';
  else if (!isEmail(email)) problems.email = 'Email not valid';
  else if (otherEmails.some((other) => other.trim().toLowerCase() === email.toLowerCase()))
    problems.email = 'Email already registered';
  if (form.roles.length === 0) problems.roles = 'At least one role needed';
  return problems;
}

export function isUserFormDirty(form: UserForm, saved: UserForm): boolean {
  return (
    form.loginName !== saved.loginName ||
    form.email !== saved.email ||
    form.superAdmin !== saved.superAdmin ||
    [...form.roles].sort().join() !== [...saved.roles].sort().join()
  );
}

/** The account as the server saves it: trimmed name and e-mail. */
export function toAccountBody(account: LoginAccount | undefined, form: UserForm): LoginAccount {
  return {
    ...(account ?? { userGuid: '' }),
    loginName: form.loginName.trim(),
    email: form.email.trim(),
    currentOrgRoles: form.roles,
    superAdmin: form.superAdmin,
  };
}
