import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orgGroupsCache } from './get-org-groups-info.ts';

/** DELETE /api/OrgGroup/{orgGroupGuid}/DeleteOrgGroup?orgGuid (User Admin). */
export async function deleteOrgGroup({
  orgGuid,
  groupGuid,
}: {
  orgGuid: string;
  groupGuid: string;
}): Promise<void> {
  await api.delete<unknown>(`/api/OrgGroup/${encodeURIComponent(groupGuid)}/DeleteOrgGroup`, {
    query: { orgGuid },
  });
}

export function useDeleteOrgGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrgGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [orgGroupsCache] }),
  });
}
