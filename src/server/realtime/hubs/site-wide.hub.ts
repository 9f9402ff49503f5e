import { hubs, type SiteWideHub } from '../../../shared/realtime/hub-contract.ts';
import { defineHub } from '../hub-registry.ts';
import type { SiteStatusFlag } from '../site-status.ts';

/**
 * Site-wide alerts and the maintenance state (platform 7 and 8): every signed-in connection hears them,
 * and one that connects while the server is offline is told so at once.
 */
export const siteWideHub = (flag: SiteStatusFlag) =>
  defineHub<SiteWideHub>(
    'siteWide',
    hubs.siteWide,
    {},
    {
      greeting: () => (flag.current.offline ? ['ServerOffline', [flag.current.message]] : undefined),
    },
  );
