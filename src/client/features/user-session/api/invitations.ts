import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgInvitation } from '../../../../shared/generated/types.gen.ts';
import { api } from '../../../lib/api.ts';

const invitationsKey = ['myInvitations'] as const;

/** GET /api/UserSession/GetMyInvitations: organisations that invited the signed-in person. */
export function useMyInvitations(enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: () => api.get<OrgInvitation[]>('/api/UserSession/GetMyInvitations'),
    enabled,
  });
}

/** Accepts (the person joins; user info is reloaded through X-Store-Refresh) or declines an invitation. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, accept }: { guid: string; accept: boolean }) =>
      accept
        ? api.post<unknown>(`/api/UserSession/${encodeURIComponent(guid)}/AcceptInvitation`)
        : api.delete<unknown>(`/api/UserSession/${encodeURIComponent(guid)}/DeclineInvitation`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
