import type { SiteAlertBody, SiteOfflineBody, SiteOnlineBody, SiteStatus } from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** The maintenance state, and the super admin's site alert and offline/online switch (platform 4, 7, 8). */
export const siteStatusRoutes = {
  getSiteStatus: defineRoute('GET', '/api/SiteStatus/GetSiteStatus', { response: ofType<SiteStatus>() }),
  alertEveryone: defineRoute('POST', '/api/SiteStatus/AlertEveryone', {
    body: ofType<SiteAlertBody>(),
    response: ofType<undefined>(),
  }),
  setOffline: defineRoute('POST', '/api/SiteStatus/SetOffline', {
    body: ofType<SiteOfflineBody>(),
    response: ofType<SiteStatus>(),
  }),
  setOnline: defineRoute('POST', '/api/SiteStatus/SetOnline', {
    body: ofType<SiteOnlineBody>(),
    response: ofType<SiteStatus>(),
  }),
};
