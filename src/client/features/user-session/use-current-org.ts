import type { UserInfo, UserOrg } from '../../lib/api-types.ts';
import { useUserInfo } from './api/get-my-user-info.ts';
import { resolveCurrentOrg, useSelectedOrgGuid } from './current-org.ts';

export interface CurrentOrgView {
  userInfo: UserInfo | undefined;
  org: UserOrg | undefined;
  isPending: boolean;
}

/** The signed-in person and the organisation they act in; `signedIn` false keeps user info from loading. */
export function useCurrentOrg(signedIn: boolean): CurrentOrgView {
  const query = useUserInfo({ enabled: signedIn });
  const selected = useSelectedOrgGuid();
  return {
    userInfo: query.data,
    org: resolveCurrentOrg(query.data, selected),
    isPending: signedIn && query.isPending,
  };
}
