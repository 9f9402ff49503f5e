import crypto from 'node:crypto';
import { inOrg, type CallerName, type Expected, type MatrixRow } from './matrix-kit.ts';
import type { World } from './matrix-world.ts';

// Route table: members and guests are the User Admin's.
const USER_ADMIN = ['UserAdmin'] as const;
// Everyone holding User Admin in org A (a setup level includes it); none of them is a super admin.
const USER_ADMINS_OF_A: CallerName[] = ['viewSetup', 'setupBasic', 'setupItems', 'userAdmin'];
const NO_FLAG_FOR_USER_ADMINS = Object.fromEntries(
  USER_ADMINS_OF_A.map((caller) => [caller, 403]),
) as Partial<Record<CallerName, Expected>>;

const NOT_HERE_FOR_USER_ADMINS = Object.fromEntries(
  USER_ADMINS_OF_A.map((caller) => [caller, 404]),
) as Partial<Record<CallerName, Expected>>;

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
];
