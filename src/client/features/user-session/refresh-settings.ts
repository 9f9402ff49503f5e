import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.tsx';
import { cacheNames } from '../../lib/cache-names.ts';
import { forgetAboutMe } from './api/forget-about-me.ts';

export const SETTINGS_REFRESHED = 'Settings refreshed';

/**
 * Refresh Settings / Refresh My Settings: the server restores hidden roles and names the caches to drop
 * (X-Store-Refresh); the rest is reloaded here to be sure. Nothing the person chose is forgotten.
 * Resolves true when it worked (a failure is already on screen from the api-client).
 */
export async function refreshSettings(queryClient: QueryClient): Promise<boolean> {
  try {
    await forgetAboutMe();
  } catch {
    return false;
  }
  await Promise.all(
    [cacheNames.userInfo, cacheNames.orgInfo, cacheNames.entityDefinitions, cacheNames.orgList].map((name) =>
      queryClient.invalidateQueries({ queryKey: [name] }),
    ),
  );
  toast.success(SETTINGS_REFRESHED);
  return true;
}
