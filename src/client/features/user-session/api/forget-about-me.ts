import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * GET /api/UserSession/ForgetAboutMe ('Refresh My Settings'): the server forgets the starting organisation
 * and names the caches to drop in X-Store-Refresh, so the api-client reloads them.
 */
export async function forgetAboutMe(): Promise<void> {
  await api.get<undefined>('/api/UserSession/ForgetAboutMe');
}

export function useForgetAboutMe() {
  return useMutation({ mutationFn: forgetAboutMe });
}
