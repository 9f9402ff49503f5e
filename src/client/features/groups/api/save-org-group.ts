import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrgGroupBody, OrgGroup } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';
import { isNewGroup } from '../group-form.ts';
import { orgGroupsCache } from './get-org-groups-info.ts';

/** POST /api/OrgGroup/CreateOrgGroup (User Admin). */
export async function createOrgGroup(body: CreateOrgGroupBody): Promise<OrgGroup> {
  return api.post<OrgGroup>('/api/OrgGroup/CreateOrgGroup', body);
}

/** PUT /api/OrgGroup/{orgGuid}/{orgGroupGuid}/UpdateOrgGroup: name, For Own Workflow and entityGuids. */
export async function updateOrgGroup(group: OrgGroup): Promise<OrgGroup> {
  const path = `/api/OrgGroup/${encodeURIComponent(group.orgGuid)}/${encodeURIComponent(group.guid)}/UpdateOrgGroup`;
  return api.put<OrgGroup>(path, group);
}

/** Creates a group with a placeholder guid, updates any other. */
export function useSaveOrgGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: OrgGroup) =>
      isNewGroup(group.guid)
        ? createOrgGroup({
            orgGuid: group.orgGuid,
            name: group.name,
            forOwnWorkflow: group.forOwnWorkflow,
            entityGuids: group.entityGuids ?? [],
          })
        : updateOrgGroup(group),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [orgGroupsCache] }),
  });
}
