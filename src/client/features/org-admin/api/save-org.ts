import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Org } from '../../../../shared/generated/types.gen.ts';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { cacheNames } from '../../../lib/cache-names.ts';
import { isSavedOrg } from '../org-form.ts';

/** A new organisation (super admin), sent with the empty guid. */
export async function createOrg(org: Org): Promise<Org> {
  return callApi(orgRoutes.createOrg, { body: org });
}

/** Saves the editor's changes; the code stays as saved. */
export async function updateOrg(org: Org): Promise<Org> {
  return callApi(orgRoutes.updateOrg, { params: { orgGuid: org.guid }, body: org });
}

/** Creates or updates by the guid; the list is reloaded either way (the server also says so). */
export function useSaveOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (org: Org) => (isSavedOrg(org.guid) ? updateOrg(org) : createOrg(org)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [cacheNames.orgList] }),
  });
}
