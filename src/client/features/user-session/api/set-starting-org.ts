import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { UserInfo } from '../../../lib/api-types.ts';

/** PUT /api/UserSession/{orgGuid}/SetStartingOrg; the server's X-Store-Refresh reloads user info. */
export async function setStartingOrg(orgGuid: string): Promise<UserInfo> {
  return api.put<UserInfo>(`/api/UserSession/${encodeURIComponent(orgGuid)}/SetStartingOrg`);
}

export function useSetStartingOrg() {
  return useMutation({ mutationFn: setStartingOrg });
}
