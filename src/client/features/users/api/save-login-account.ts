import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLoginAccountBody,
  LoginAccount,
  OrgInvitation,
} from '../../../../shared/generated/types.gen.ts';
import { peopleRoutes } from '../../../../shared/api/people-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { loginAccountsCache } from './get-login-accounts.ts';

/**
 * Adds a person (a temporary account for a new e-mail), or, for someone who belongs to another
 * organisation, invites them (an OrgInvitation comes back).
 */
export async function createLoginAccount(
  body: CreateLoginAccountBody,
): Promise<LoginAccount | OrgInvitation> {
  return callApi(peopleRoutes.createLoginAccount, { body });
}

/** True when adding the person made an invitation they still have to accept. */
export const isInvitation = (saved: LoginAccount | OrgInvitation): saved is OrgInvitation =>
  'invitedAt' in saved;

/** Saves name, e-mail, roles here and super admin. */
export async function updateLoginAccount(orgGuid: string, account: LoginAccount): Promise<LoginAccount> {
  return callApi(peopleRoutes.updateLoginAccountInOrg, { params: { orgGuid }, body: account });
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
