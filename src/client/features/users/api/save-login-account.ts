import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLoginAccountBody,
  LoginAccount,
  OrgInvitation,
} from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';
import { loginAccountsCache } from './get-login-accounts.ts';

/**
 * POST /api/LoginAccountManagement/CreateLoginAccount: adds a person (a temporary account for a new e-mail),
 * or, for someone who belongs to another organisation, invites them (an OrgInvitation comes back).
 */
export async function createLoginAccount(
  body: CreateLoginAccountBody,
): Promise<LoginAccount | OrgInvitation> {
  return api.post<LoginAccount | OrgInvitation>('/api/LoginAccountManagement/CreateLoginAccount', body);
}

/** True when adding the person made an invitation they still have to accept. */
export const isInvitation = (saved: LoginAccount | OrgInvitation): saved is OrgInvitation =>
  'invitedAt' in saved;

/** PUT /api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg: name, e-mail, roles here, super admin. */
export async function updateLoginAccount(orgGuid: string, account: LoginAccount): Promise<LoginAccount> {
  return api.put<LoginAccount>(
    `/api/LoginAccountManagement/${encodeURIComponent(orgGuid)}/UpdateLoginAccountInOrg`,
    account,
  );
}

/** Adds the person when they have no guid yet, else saves them. */
export function useSaveLoginAccount(orgGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: LoginAccount): Promise<LoginAccount | OrgInvitation> =>
      account.userGuid
        ? updateLoginAccount(orgGuid, account)
        : createLoginAccount({
            orgGuid,
            loginName: account.loginName,
            email: account.email,
            currentOrgRoles: account.currentOrgRoles,
            superAdmin: account.superAdmin ?? false,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [loginAccountsCache] }),
  });
}
