import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  loginAccountOrgRoles,
  loginAccounts,
  orgInvitations,
} from '../../../src/server/db/tables/organisations.ts';
import {
  CALLERS,
  PROFILES,
  inOrg,
  signedIn,
  type CallerName,
  type Expected,
  type MatrixRow,
} from './matrix-kit.ts';
import type { World } from './matrix-world.ts';
import { USER_ADMINS } from '../../../src/shared/auth/role-sets.ts';

// Route table: members and guests are the User Admin's.
const USER_ADMIN = USER_ADMINS;
// Everyone holding User Admin in org A (a setup level includes it); none of them is a super admin.
const USER_ADMINS_OF_A: CallerName[] = ['viewSetup', 'setupBasic', 'setupItems', 'userAdmin'];
const NO_FLAG_FOR_USER_ADMINS = Object.fromEntries(
  USER_ADMINS_OF_A.map((caller) => [caller, 403]),
) as Partial<Record<CallerName, Expected>>;

const NOT_HERE_FOR_USER_ADMINS = Object.fromEntries(
  USER_ADMINS_OF_A.map((caller) => [caller, 404]),
) as Partial<Record<CallerName, Expected>>;

/** What A's User Admins get where the body asks for more than an organisation may change. */
const refusedForUserAdmins = (status: Expected) =>
  Object.fromEntries(USER_ADMINS_OF_A.map((caller) => [caller, status])) as Partial<
    Record<CallerName, Expected>
  >;

/** Every signed-in caller gets the status (a call about someone else's invitation). */
const forEverySignedIn = (status: Expected) =>
  Object.fromEntries(
    CALLERS.filter((caller) => PROFILES[caller].signedIn).map((caller) => [caller, status]),
  ) as Partial<Record<CallerName, Expected>>;

/** A temporary account org A and org B both hold (the user editor of either sees it). */
const sharedPerson = (w: World, options: { superAdmin?: boolean } = {}) =>
  w.t.seedAccount({ roles: { [w.orgA.guid]: ['Member'], [w.orgB.guid]: ['Member'] }, ...options });

/** An invitation of a fresh organisation to the account. */
async function invitationFor(w: World, account: { guid: string; email: string }, orgGuid?: string) {
  const org = orgGuid ?? (await w.t.seedOrg({ name: `Inviting ${crypto.randomUUID().slice(0, 8)}` })).guid;
  const [row] = await w.t.database.db
    .insert(orgInvitations)
    .values({ orgGuid: org, loginAccountGuid: account.guid, email: account.email, roles: ['Member'] })
    .returning({ guid: orgInvitations.guid });
  return row!.guid;
}

/** What of a person a foreign administrator must not change: their account and their roles everywhere. */
async function personState(w: World, guid: string) {
  const db = w.t.database.db;
  const [account] = await db.select().from(loginAccounts).where(eq(loginAccounts.guid, guid));
  const roles = await db
    .select()
    .from(loginAccountOrgRoles)
    .where(eq(loginAccountOrgRoles.loginAccountGuid, guid));
  return { account, roles: roles.map((r) => `${r.orgGuid}:${r.role}`).sort() };
}

/** Org A's temporary super admin: the account a foreign administrator would most like to take over. */
let tempSuperAdminOfA: Promise<{ guid: string; email: string }> | undefined;
const tempSuperAdmin = (w: World) =>
  (tempSuperAdminOfA ??= w.t.seedAccount({
    roles: { [w.orgA.guid]: ['Member', 'UserAdmin'] },
    superAdmin: true,
  }));

const outsiderOf = (w: World) => w.t.seedAccount({ roles: { [w.orgB.guid]: ['Member'] } });
const freshPerson = (w: World) => w.t.seedAccount({ roles: { [w.orgA.guid]: ['Member'] } });

/** Rows of /api/LoginAccountManagement. */
export const userRows: MatrixRow[] = [
  // Members and guests (route table: members, guests, User Admin).
  {
    method: 'POST',
    path: '/api/LoginAccountManagement/CreateLoginAccount',
    access: inOrg(USER_ADMIN),
    request: (_w, { org }) => ({
      url: '/api/LoginAccountManagement/CreateLoginAccount',
      payload: {
        orgGuid: org,
        loginName: 'New Person',
        email: `new-${crypto.randomUUID()}@test.example`,
        currentOrgRoles: ['Member'],
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/LoginAccountManagement/{orgGuid}/{roleName}/GetLoginAccounts',
    access: inOrg(USER_ADMIN),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `/api/LoginAccountManagement/${org}/Member/GetLoginAccounts` }),
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    access: inOrg(USER_ADMIN),
    smuggle: true,
    request: (w, { org }) => ({
      url: `/api/LoginAccountManagement/${org}/UpdateLoginAccountInOrg`,
      payload: {
        userGuid: w.person.guid,
        loginName: 'Matrix Person Renamed',
        email: w.person.email,
        currentOrgRoles: ['Member'],
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/{userGuid}/DeleteLoginAccountInOrg',
    access: inOrg(USER_ADMIN),
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/LoginAccountManagement/${org}/${(await freshPerson(w)).guid}/DeleteLoginAccountInOrg`,
    }),
  },

  // The super admin flag applies to the entire site: only a super admin grants or removes it (spec 3, user editor).
  {
    method: 'POST',
    path: '/api/LoginAccountManagement/CreateLoginAccount',
    variant: 'granting the super admin flag',
    access: inOrg(USER_ADMIN),
    expect: NO_FLAG_FOR_USER_ADMINS,
    request: (_w, { org }) => ({
      url: '/api/LoginAccountManagement/CreateLoginAccount',
      payload: {
        orgGuid: org,
        loginName: 'Would Be Admin',
        email: `new-${crypto.randomUUID()}@test.example`,
        currentOrgRoles: ['Member'],
        superAdmin: true,
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    variant: 'granting the super admin flag',
    access: inOrg(USER_ADMIN),
    expect: NO_FLAG_FOR_USER_ADMINS,
    request: (w, { org }) => ({
      url: `/api/LoginAccountManagement/${org}/UpdateLoginAccountInOrg`,
      payload: {
        userGuid: w.person.guid,
        loginName: w.person.name,
        email: w.person.email,
        currentOrgRoles: ['Member'],
        superAdmin: true,
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    variant: 'removing the super admin flag',
    access: inOrg(USER_ADMIN),
    expect: NO_FLAG_FOR_USER_ADMINS,
    request: async (w, { org }) => {
      const admin = await w.t.seedAccount({ roles: { [w.orgA.guid]: ['Member'] }, superAdmin: true });
      return {
        url: `/api/LoginAccountManagement/${org}/UpdateLoginAccountInOrg`,
        payload: {
          userGuid: admin.guid,
          loginName: admin.name,
          email: admin.email,
          currentOrgRoles: ['Member'],
          superAdmin: false,
        },
      };
    },
  },
  // A User Admin of org A edits org A's people only: someone of org B only is not there to edit or remove.
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    variant: 'a person of another organisation',
    access: inOrg(USER_ADMIN),
    expect: NOT_HERE_FOR_USER_ADMINS,
    request: async (w) => {
      const outsider = await outsiderOf(w);
      return {
        url: `/api/LoginAccountManagement/${w.orgA.guid}/UpdateLoginAccountInOrg`,
        payload: {
          userGuid: outsider.guid,
          loginName: 'Taken Over',
          email: outsider.email,
          currentOrgRoles: ['Member'],
        },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/{userGuid}/DeleteLoginAccountInOrg',
    variant: 'a person of another organisation',
    access: inOrg(USER_ADMIN),
    expect: NOT_HERE_FOR_USER_ADMINS,
    request: async (w) => ({
      url: `/api/LoginAccountManagement/${w.orgA.guid}/${(await outsiderOf(w)).guid}/DeleteLoginAccountInOrg`,
    }),
  },

  // Cross-organisation accounts (issue: account takeover): an organisation changes only what is its own.
  {
    method: 'POST',
    path: '/api/LoginAccountManagement/CreateLoginAccount',
    variant: "the e-mail of org A's temporary super admin",
    access: inOrg(USER_ADMIN),
    // Already in org A ('Email already registered'); org B's administrator may add people to org B: the
    // person is only invited there, and nothing of them changes.
    expect: refusedForUserAdmins(400),
    smuggleProbe: async (w) => personState(w, (await tempSuperAdmin(w)).guid),
    request: async (w, { org }) => ({
      url: '/api/LoginAccountManagement/CreateLoginAccount',
      payload: {
        orgGuid: org,
        loginName: 'Taken Over',
        email: (await tempSuperAdmin(w)).email,
        currentOrgRoles: ['Member', 'UserAdmin'],
      },
    }),
    undo: async (w) => {
      await w.t.database.db
        .delete(orgInvitations)
        .where(eq(orgInvitations.loginAccountGuid, (await tempSuperAdmin(w)).guid));
    },
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    variant: 'the e-mail of a temporary account another organisation also holds',
    access: inOrg(USER_ADMIN),
    expect: refusedForUserAdmins(400),
    smuggle: true,
    request: async (w, { org }) => {
      const shared = await sharedPerson(w);
      return {
        url: `/api/LoginAccountManagement/${org}/UpdateLoginAccountInOrg`,
        payload: {
          userGuid: shared.guid,
          loginName: shared.name,
          email: `attacker-${crypto.randomUUID()}@evil.example`,
          currentOrgRoles: ['Member'],
        },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    variant: 'renaming a person another organisation also holds',
    access: inOrg(USER_ADMIN),
    expect: refusedForUserAdmins(400),
    smuggle: true,
    request: async (w, { org }) => {
      const shared = await sharedPerson(w);
      return {
        url: `/api/LoginAccountManagement/${org}/UpdateLoginAccountInOrg`,
        payload: {
          userGuid: shared.guid,
          loginName: 'Renamed',
          email: shared.email,
          currentOrgRoles: ['Member'],
        },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/LoginAccountManagement/{orgGuid}/UpdateLoginAccountInOrg',
    variant: 'the e-mail of a temporary super admin',
    access: inOrg(USER_ADMIN),
    expect: refusedForUserAdmins(400),
    request: async (w, { org }) => {
      const flagged = await w.t.seedAccount({ roles: { [w.orgA.guid]: ['Member'] }, superAdmin: true });
      return {
        url: `/api/LoginAccountManagement/${org}/UpdateLoginAccountInOrg`,
        payload: {
          userGuid: flagged.guid,
          loginName: flagged.name,
          email: `attacker-${crypto.randomUUID()}@evil.example`,
          currentOrgRoles: ['Member'],
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/LoginAccountManagement/{orgGuid}/{roleName}/GetLoginAccounts',
    variant: 'a person of both organisations',
    access: inOrg(USER_ADMIN),
    // Org B's list shows the shared person without naming org A.
    ownOrgRead: true,
    request: async (w, { org }) => {
      await sharedPerson(w);
      return { url: `/api/LoginAccountManagement/${org}/Member/GetLoginAccounts` };
    },
  },

  // Invitations: the organisation's side.
  {
    method: 'GET',
    path: '/api/LoginAccountManagement/{orgGuid}/GetInvitations',
    access: inOrg(USER_ADMIN),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `/api/LoginAccountManagement/${org}/GetInvitations` }),
  },
  {
    method: 'DELETE',
    path: '/api/LoginAccountManagement/{orgGuid}/{invitationGuid}/WithdrawInvitation',
    access: inOrg(USER_ADMIN),
    smuggle: true,
    request: async (w, { org }) => {
      const invited = await w.t.seedAccount({ roles: { [w.orgB.guid]: ['Member'] } });
      const invitation = await invitationFor(w, invited, w.orgA.guid);
      return { url: `/api/LoginAccountManagement/${org}/${invitation}/WithdrawInvitation` };
    },
  },

  // Invitations: the invited person's side. Each caller accepts or declines an invitation of their own.
  {
    method: 'GET',
    path: '/api/UserSession/GetMyInvitations',
    access: signedIn,
    request: () => ({ url: '/api/UserSession/GetMyInvitations' }),
  },
  {
    method: 'POST',
    path: '/api/UserSession/{invitationGuid}/AcceptInvitation',
    access: signedIn,
    request: async (w, { caller }) => {
      const account = w.accounts[caller] ?? w.person;
      return { url: `/api/UserSession/${await invitationFor(w, account)}/AcceptInvitation` };
    },
  },
  {
    method: 'DELETE',
    path: '/api/UserSession/{invitationGuid}/DeclineInvitation',
    access: signedIn,
    request: async (w, { caller }) => {
      const account = w.accounts[caller] ?? w.person;
      return { url: `/api/UserSession/${await invitationFor(w, account)}/DeclineInvitation` };
    },
  },
  {
    method: 'POST',
    path: '/api/UserSession/{invitationGuid}/AcceptInvitation',
    variant: "someone else's invitation",
    access: signedIn,
    expect: forEverySignedIn(404),
    request: async (w) => ({ url: `/api/UserSession/${await invitationFor(w, w.person)}/AcceptInvitation` }),
  },
];
