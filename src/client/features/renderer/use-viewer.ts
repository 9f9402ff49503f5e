import { useMemo } from 'react';
import type { UserInfo, UserOrg } from '../../lib/api-types.ts';
import type { Viewer } from './response-template-context.ts';

/**
 * The signed-in person as the renderer's rules and templated text see them in one organisation: their
 * entity and security groups there. Undefined until the person is loaded.
 */
export function useViewer(userInfo: UserInfo | undefined, org: UserOrg | undefined): Viewer | undefined {
  return useMemo<Viewer | undefined>(
    () =>
      userInfo && {
        userGuid: userInfo.userGuid,
        loginName: userInfo.loginName,
        email: userInfo.email,
        entityName: org?.entityDto?.name ?? null,
        groupGuids: org?.groupGuids ?? [],
      },
    [userInfo, org],
  );
}
