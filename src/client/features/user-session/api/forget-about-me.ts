import { useMutation } from '@tanstack/react-query';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';

/**
 * 'Refresh My Settings': the server forgets the starting organisation and names the caches to drop in
 * X-Store-Refresh, so the api-client reloads them.
 */
export async function forgetAboutMe(): Promise<void> {
  await callApi(sessionRoutes.forgetAboutMe);
}

export function useForgetAboutMe() {
  return useMutation({ mutationFn: forgetAboutMe });
}
