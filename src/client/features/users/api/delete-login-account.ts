import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { loginAccountsCache } from './get-login-accounts.ts';

/** PUT /api/LoginAccountManagement/{orgGuid}/{userGuid}/DeleteLoginAccountInOrg: removes the person here. */
export async function deleteLoginAccount({
  orgGuid,
  userGuid,
}: {
  orgGuid: string;
  userGuid: string;
}): Promise<void> {
  const path = `/api/LoginAccountManagement/${encodeURIComponent(orgGuid)}/${encodeURIComponent(userGuid)}/DeleteLoginAccountInOrg`;
  await api.put<unknown>(path);
}

export function useDeleteLoginAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoginAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [loginAccountsCache] }),
  });
}
