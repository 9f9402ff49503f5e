import { useMutation } from '@tanstack/react-query';
import type { Role } from '../../../lib/api-types.ts';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';

export interface RemoveRolesAndGroupsBody {
  orgGuid: string;
  rolesToRemove: Role[];
  groupGuidsToRemove: string[];
  removeSuperAdmin: boolean;
}

/** Drops some of one's own roles and groups (for testing). */
export async function removeRolesAndGroups(body: RemoveRolesAndGroupsBody): Promise<void> {
  // Quiet: the dialog shows its own failure message (spec 8).
  await callApi(sessionRoutes.removeRolesAndGroups, { body }, { quiet: true });
}

export function useRemoveRolesAndGroups() {
  return useMutation({ mutationFn: removeRolesAndGroups });
}
