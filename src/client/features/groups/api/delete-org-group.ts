import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleRoutes } from '../../../../shared/api/people-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { orgGroupsCache } from './get-org-groups-info.ts';

/** Deletes the security group (User Admin). */
export async function deleteOrgGroup({
  orgGuid,
  groupGuid,
}: {
  orgGuid: string;
  groupGuid: string;
}): Promise<void> {
  await callApi(peopleRoutes.deleteOrgGroup, { params: { orgGroupGuid: groupGuid }, query: { orgGuid } });
}

export function useDeleteOrgGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrgGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [orgGroupsCache] }),
  });
}
