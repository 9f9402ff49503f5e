import { useMutation } from '@tanstack/react-query';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { UserInfo } from '../../../lib/api-types.ts';

/** Makes `orgGuid` the organisation to start in; the server's X-Store-Refresh reloads user info. */
export async function setStartingOrg(orgGuid: string): Promise<UserInfo> {
  return callApi(sessionRoutes.setStartingOrg, { params: { orgGuid } });
}

export function useSetStartingOrg() {
  return useMutation({ mutationFn: setStartingOrg });
}
