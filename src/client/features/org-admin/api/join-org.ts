import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.tsx';
import type { Org } from '../../../../shared/generated/types.gen.ts';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';
import { cacheNames } from '../../../lib/cache-names.ts';

/** A super admin grants themselves User Admin (and Member) in the organisation. */
export async function joinOrg(orgGuid: string): Promise<Org> {
  return callApi(orgRoutes.joinOrg, { params: { orgGuid } });
}

export function useJoinOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinOrg,
    onSuccess: async (org) => {
      await queryClient.invalidateQueries({ queryKey: [cacheNames.orgList] });
      await queryClient.invalidateQueries({ queryKey: [cacheNames.userInfo] });
      toast.success(`You are now User Admin of ${org.name}.`);
    },
  });
}
