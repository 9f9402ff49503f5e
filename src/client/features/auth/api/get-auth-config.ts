import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AuthConfig } from '../../../lib/api-types.ts';

/** GET /api/auth/config (anonymous): where the identity provider is and how this client is registered there. */
export async function getAuthConfig(): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/auth/config', { anonymous: true });
}

export function authConfigQueryOptions() {
  return queryOptions({ queryKey: ['authConfig'], queryFn: getAuthConfig, staleTime: Infinity });
}
