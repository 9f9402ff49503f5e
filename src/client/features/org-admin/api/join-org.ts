import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Org } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';
import { cacheNames } from '../../../lib/cache-names.ts';

/** POST /api/Org/{orgGuid}/JoinOrg: a super admin grants themselves User Admin (and Member) there. */
export async function joinOrg(orgGuid: string): Promise<Org> {
  return api.post<Org>(`/api/Org/${encodeURIComponent(orgGuid)}/JoinOrg`);
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
