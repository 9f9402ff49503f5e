import { eq } from 'drizzle-orm';
import { sessionRoleMasks } from '../../../src/server/db/tables/session-masks.ts';
import { anyone, inOrg, signedIn, superAdminOnly, type MatrixRow } from './matrix-kit.ts';
import { MEMBERS } from '../../../src/shared/auth/role-sets.ts';

/** Rows of the session, dashboard, outbox and platform calls. */
export const sessionRows: MatrixRow[] = [
  { method: 'GET', path: '/api/auth/config', access: anyone, request: () => ({ url: '/api/auth/config' }) },
  { method: 'GET', path: '/api/openapi.json', access: anyone, request: () => ({ url: '/api/openapi.json' }) },
  {
    method: 'GET',
    path: '/api/UserSession/GetMyUserInfo',
    access: signedIn,
    request: () => ({ url: '/api/UserSession/GetMyUserInfo' }),
  },
  {
    method: 'PUT',
    path: '/api/UserSession/{orgGuid}/SetStartingOrg',
    // Any role will do (docs/api-decisions.md): the person only has to belong to the organisation.
    access: inOrg([]),
    request: (w) => ({ url: `/api/UserSession/${w.orgA.guid}/SetStartingOrg` }),
  },
  {
    method: 'GET',
    path: '/api/UserSession/ForgetAboutMe',
    access: signedIn,
    request: () => ({ url: '/api/UserSession/ForgetAboutMe' }),
  },
  {
    method: 'POST',
    path: '/api/UserSession/RemoveRolesAndGroups',
    // Spec 6: the dialog is offered to people with a role other than Guest.
    access: inOrg(['Member', 'ViewSetup', 'SetupBasic', 'SetupItems', 'UserAdmin']),
    request: (w, { org }) => ({
      url: '/api/UserSession/RemoveRolesAndGroups',
      payload: { orgGuid: org, groupGuidsToRemove: [w.group.guid] },
    }),
    // The mask hides the group from the caller until Refresh Settings; later rows need the caller whole.
    undo: async (w, caller) => {
      const account = w.accounts[caller];
      if (account)
        await w.t.database.db
          .delete(sessionRoleMasks)
          .where(eq(sessionRoleMasks.loginAccountGuid, account.guid));
    },
  },
  {
    method: 'GET',
    path: '/api/MainDashboard/GetComplianceItemStatistics',
    // Route table: main-dashboard needs Member.
    access: inOrg(MEMBERS),
    ownOrgRead: true,
    request: (w, { org }) => ({
      url: '/api/MainDashboard/GetComplianceItemStatistics',
      query: { orgGuid: org },
    }),
  },
  {
    method: 'GET',
    path: '/api/Entity/{entityDefinitionGuid}/GetBasicEntityDetails',
    // Entity questions offer the organisation's entities to everyone answering, guests included.
    access: inOrg([]),
    ownOrgRead: true,
    request: (_w, { org }) => ({
      url: '/api/Entity/00000000-0000-0000-0000-000000000000/GetBasicEntityDetails',
      query: { orgGuid: org },
    }),
  },
  {
    method: 'GET',
    path: '/api/MailOutbox/GetMessages',
    access: superAdminOnly,
    request: () => ({ url: '/api/MailOutbox/GetMessages' }),
  },
  {
    method: 'GET',
    path: '/api/SiteStatus/GetSiteStatus',
    access: signedIn,
    request: () => ({ url: '/api/SiteStatus/GetSiteStatus' }),
  },
  {
    method: 'POST',
    path: '/api/SiteStatus/AlertEveryone',
    access: superAdminOnly,
    request: () => ({ url: '/api/SiteStatus/AlertEveryone', payload: { text: 'Alert', duration: 5000 } }),
  },
  {
    method: 'POST',
    path: '/api/SiteStatus/SetOffline',
    access: superAdminOnly,
    request: () => ({ url: '/api/SiteStatus/SetOffline', payload: { text: 'Maintenance' } }),
    // Offline refuses every later row: put the server back online at once.
    undo: (w, caller) => w.t.app.siteStatus.set(false, '', w.accounts[caller]!.guid),
  },
  {
    method: 'POST',
    path: '/api/SiteStatus/SetOnline',
    access: superAdminOnly,
    request: () => ({ url: '/api/SiteStatus/SetOnline', payload: { text: 'Back', duration: 5000 } }),
  },
];
