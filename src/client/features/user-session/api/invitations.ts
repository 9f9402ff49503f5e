import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgInvitation } from '../../../../shared/generated/types.gen.ts';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';

const invitationsKey = ['myInvitations'] as const;

/** Organisations that invited the signed-in person. */
export function useMyInvitations(enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: (): Promise<OrgInvitation[]> => callApi(sessionRoutes.getMyInvitations),
    enabled,
  });
}

/** Accepts (the person joins; user info is reloaded through X-Store-Refresh) or declines an invitation. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, accept }: { guid: string; accept: boolean }) =>
      accept
        ? callApi(sessionRoutes.acceptInvitation, { params: { invitationGuid: guid } })
        : callApi(sessionRoutes.declineInvitation, { params: { invitationGuid: guid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
