import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Org } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';
import { cacheNames } from '../../../lib/cache-names.ts';
import { isSavedOrg } from '../org-form.ts';

/** POST /api/Org/CreateOrg (super admin): a new organisation, sent with the empty guid. */
export async function createOrg(org: Org): Promise<Org> {
  return api.post<Org>('/api/Org/CreateOrg', org);
}

/** PUT /api/Org/{orgGuid}/UpdateOrg: the editor's changes; the code stays as saved. */
export async function updateOrg(org: Org): Promise<Org> {
  return api.put<Org>(`/api/Org/${encodeURIComponent(org.guid)}/UpdateOrg`, org);
}

/** Creates or updates by the guid; the list is reloaded either way (the server also says so). */
export function useSaveOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (org: Org) => (isSavedOrg(org.guid) ? updateOrg(org) : createOrg(org)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [cacheNames.orgList] }),
  });
}
