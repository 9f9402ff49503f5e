import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { UserInfo } from '../../../lib/api-types.ts';
import { cacheNames } from '../../../lib/cache-names.ts';
import { forgetShortcode, pendingShortcode } from '../shortcode.ts';

/** Who is signed in, their organisations, roles and return actions. */
export async function getMyUserInfo(shortcode?: string): Promise<UserInfo> {
  return callApi(sessionRoutes.getMyUserInfo, { query: { shortcode } });
}

/** One cache per signed-in person; a pending shortcode rides along on the next load and is then consumed. */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: [cacheNames.userInfo],
    queryFn: async () => {
      const shortcode = pendingShortcode();
      const info = await getMyUserInfo(shortcode);
      if (shortcode) forgetShortcode();
      return info;
    },
  });
}

export function useUserInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userInfoQueryOptions(), enabled });
}
