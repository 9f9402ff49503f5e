import crypto from 'node:crypto';
import { inOrg, signedIn, superAdminOnly, type MatrixRow } from './matrix-kit.ts';
import { freshCode, type World } from './matrix-world.ts';
import { SETUP_VIEWERS, USER_ADMINS } from '../../../src/shared/auth/role-sets.ts';

const USER_ADMIN = USER_ADMINS;
// Groups are read by the people who set the organisation up as well (pickers), and changed by User Admins only.
const GROUP_READERS = [...USER_ADMINS, ...SETUP_VIEWERS];
// Everyone holding User Admin in org A (a setup level includes it), and with the super admins who may edit org A.
const USER_ADMINS_OF_A = ['viewSetup', 'setupBasic', 'setupItems', 'userAdmin'] as const;
const ORG_EDITORS = [...USER_ADMINS_OF_A, 'superAdminInA', 'superAdminOutside'] as const;

/** Org A as the organisation list returns it, which is the body its editor saves. */
async function orgABody(w: World) {
  const orgs = (
    await w.t.request({ method: 'GET', url: '/api/Org/GetOrgs', token: w.tokens.superAdminOutside })
  ).json() as { guid: string }[];
  return orgs.find((org) => org.guid === w.orgA.guid);
}

const freshOrg = (w: World) => w.t.seedOrg({ name: `Matrix spare ${freshCode()}` });
const freshGroup = (w: World) =>
  w.t.seedGroup({ orgGuid: w.orgA.guid, name: `Spare ${crypto.randomUUID()}` });

/** Rows of /api/Org and /api/OrgGroup. */
export const adminRows: MatrixRow[] = [
  // Org: the list is everyone's own organisations; creating, deleting, exporting and joining are the super admin's.
  { method: 'GET', path: '/api/Org/GetOrgs', access: signedIn, request: () => ({ url: '/api/Org/GetOrgs' }) },
  {
    method: 'GET',
    path: '/api/Org/{orgGuid}/GetOrgInfo',
    access: inOrg([]),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `/api/Org/${org}/GetOrgInfo` }),
  },
  {
    method: 'PUT',
    path: '/api/Org/{orgGuid}/UpdateOrg',
    access: inOrg(USER_ADMIN, { superAdmin: true }),
    // The body names the organisation too: org A's body under the foreign caller's own address is refused.
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/Org/${org}/UpdateOrg`,
      payload: { ...(await orgABody(w)), contactNumber: '555-0100' },
    }),
  },
  {
    method: 'PUT',
    path: '/api/Org/{orgGuid}/UpdateOrg',
    // The default entity type must be org A's own: org B's cannot be linked in.
    variant: "with another organisation's entity type",
    access: inOrg(USER_ADMIN, { superAdmin: true }),
    expect: Object.fromEntries(ORG_EDITORS.map((caller) => [caller, 400])),
    request: async (w) => ({
      url: `/api/Org/${w.orgA.guid}/UpdateOrg`,
      payload: { ...(await orgABody(w)), entityDefinitionGuid: w.orgB.entityDefinitionGuid },
    }),
  },
  {
    method: 'POST',
    path: '/api/Org/{orgGuid}/JoinOrg',
    access: superAdminOnly,
    // A spare organisation each time: joining org A would make the outside super admin an insider.
    request: async (w) => ({ url: `/api/Org/${(await freshOrg(w)).guid}/JoinOrg` }),
  },
  {
    method: 'POST',
    path: '/api/Org/CreateOrg',
    access: superAdminOnly,
    request: () => {
      const code = freshCode();
      return {
        url: '/api/Org/CreateOrg',
        payload: { guid: '00000000-0000-0000-0000-000000000000', code, name: `Created ${code}` },
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/Org/{orgGuid}/DeleteOrg',
    access: superAdminOnly,
    request: async (w) => ({ url: `/api/Org/${(await freshOrg(w)).guid}/DeleteOrg` }),
  },
  {
    method: 'GET',
    path: '/api/Org/{orgGuid}/ExportOrgAsJson',
    access: superAdminOnly,
    request: (w) => ({ url: `/api/Org/${w.orgA.guid}/ExportOrgAsJson` }),
  },

  // Security groups (route table: groups, User Admin).
  {
    method: 'GET',
    path: '/api/OrgGroup/{orgGuid}/GetOrgGroupsInfo',
    access: inOrg(GROUP_READERS),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `/api/OrgGroup/${org}/GetOrgGroupsInfo` }),
  },
  {
    method: 'GET',
    path: '/api/OrgGroup/{orgGuid}/GetAllOrgGroupDtos',
    access: inOrg(GROUP_READERS),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `/api/OrgGroup/${org}/GetAllOrgGroupDtos` }),
  },
  {
    method: 'PUT',
    path: '/api/OrgGroup/{orgGuid}/{orgGroupGuid}/UpdateOrgGroup',
    access: inOrg(USER_ADMIN),
    smuggle: true,
    request: (w, { org }) => ({
      url: `/api/OrgGroup/${org}/${w.group.guid}/UpdateOrgGroup`,
      payload: {
        guid: w.group.guid,
        orgGuid: org,
        name: w.group.name,
        forOwnWorkflow: 'Own',
        entityGuids: [w.person.entityGuids[w.orgA.guid]],
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/OrgGroup/CreateOrgGroup',
    access: inOrg(USER_ADMIN),
    // Someone creating a group in their own organisation cannot put org A's people in it.
    smuggle: true,
    request: (w, { org }) => ({
      url: '/api/OrgGroup/CreateOrgGroup',
      payload: {
        orgGuid: org,
        name: `Created ${crypto.randomUUID()}`,
        entityGuids: [w.person.entityGuids[w.orgA.guid]],
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/OrgGroup/{orgGroupGuid}/DeleteOrgGroup',
    access: inOrg(USER_ADMIN),
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/OrgGroup/${(await freshGroup(w)).guid}/DeleteOrgGroup`,
      query: { orgGuid: org },
    }),
  },

  {
    method: 'PUT',
    path: '/api/OrgGroup/{orgGuid}/{orgGroupGuid}/UpdateOrgGroup',
    variant: "with another organisation's entity",
    access: inOrg(USER_ADMIN),
    // Another organisation's entity reads like one that does not exist: a validation error, nothing saved.
    expect: Object.fromEntries(USER_ADMINS_OF_A.map((caller) => [caller, 400])),
    request: (w) => ({
      url: `/api/OrgGroup/${w.orgA.guid}/${w.group.guid}/UpdateOrgGroup`,
      payload: {
        guid: w.group.guid,
        orgGuid: w.orgA.guid,
        name: w.group.name,
        forOwnWorkflow: 'Own',
        entityGuids: [w.accounts.foreign!.entityGuids[w.orgB.guid]],
      },
    }),
  },
];
