import { queryOptions } from '@tanstack/react-query';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { AuthConfig } from '../../../lib/api-types.ts';

/** Where the identity provider is and how this client is registered there; asked before anyone signs in. */
export async function getAuthConfig(): Promise<AuthConfig> {
  return callApi(sessionRoutes.getAuthConfig, {}, { anonymous: true });
}

export function authConfigQueryOptions() {
  return queryOptions({ queryKey: ['authConfig'], queryFn: getAuthConfig, staleTime: Infinity });
}
