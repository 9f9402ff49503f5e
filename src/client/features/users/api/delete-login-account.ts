import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleRoutes } from '../../../../shared/api/people-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { loginAccountsCache } from './get-login-accounts.ts';

/** Removes the person from this organisation (their account stays). */
export async function deleteLoginAccount({
  orgGuid,
  userGuid,
}: {
  orgGuid: string;
  userGuid: string;
}): Promise<void> {
  await callApi(peopleRoutes.deleteLoginAccountInOrg, { params: { orgGuid, userGuid } });
}

export function useDeleteLoginAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoginAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [loginAccountsCache] }),
  });
}
