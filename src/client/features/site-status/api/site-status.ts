import { useMutation } from '@tanstack/react-query';
import { siteStatusRoutes } from '../../../../shared/api/site-status-routes.ts';
import type {
  SiteAlertBody,
  SiteOfflineBody,
  SiteOnlineBody,
  SiteStatus,
} from '../../../../shared/generated/types.gen.ts';
import { callApi } from '../../../lib/api.ts';
import { setServerOffline, setServerOnline } from '../../../lib/offline-store.ts';

// The site-status calls are answered while the server is offline (that is when they matter), so the
// api-client sends them even while its offline flag is up.

/** Whether the server is offline for maintenance, taken into the app's offline flag. */
export async function syncSiteStatus(): Promise<SiteStatus> {
  const status = await callApi(siteStatusRoutes.getSiteStatus, undefined, {
    whileOffline: true,
    quiet: true,
  });
  if (status.offline) setServerOffline(status.message);
  else setServerOnline();
  return status;
}

export const useAlertEveryone = () =>
  useMutation({
    mutationFn: (body: SiteAlertBody) =>
      callApi(siteStatusRoutes.alertEveryone, { body }, { whileOffline: true }),
  });

export const useSetOffline = () =>
  useMutation({
    mutationFn: (body: SiteOfflineBody) =>
      callApi(siteStatusRoutes.setOffline, { body }, { whileOffline: true }),
  });

export const useSetOnline = () =>
  useMutation({
    mutationFn: (body: SiteOnlineBody) =>
      callApi(siteStatusRoutes.setOnline, { body }, { whileOffline: true }),
  });
