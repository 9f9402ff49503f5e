import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrgGroupBody, OrgGroup } from '../../../../shared/generated/types.gen.ts';
import { peopleRoutes } from '../../../../shared/api/people-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { isNewGroup } from '../group-form.ts';
import { orgGroupsCache } from './get-org-groups-info.ts';

/** A new security group (User Admin). */
export async function createOrgGroup(body: CreateOrgGroupBody): Promise<OrgGroup> {
  return callApi(peopleRoutes.createOrgGroup, { body });
}

/** Saves the group's name, For Own Workflow and entityGuids. */
export async function updateOrgGroup(group: OrgGroup): Promise<OrgGroup> {
  return callApi(peopleRoutes.updateOrgGroup, {
    params: { orgGuid: group.orgGuid, orgGroupGuid: group.guid },
    body: group,
  });
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
