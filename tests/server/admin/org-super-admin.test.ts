import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAccountOrgRoles, loginAccounts, orgs } from '../../../src/server/db/tables/organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let superAdmin: string;
let userAdmin: string;
let superAdminGuid: string;
let home: Awaited<ReturnType<TestApp['seedOrg']>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  home = await t.seedOrg({ name: 'Home Org', code: 'home' });
  const boss = await t.seedAccount({ superAdmin: true, roles: { [home.guid]: ['Member'] } });
  superAdminGuid = boss.guid;
  superAdmin = await t.tokenFor(boss);
  userAdmin = await t.tokenFor(await t.seedAccount({ roles: { [home.guid]: ['Member', 'UserAdmin'] } }));
});
afterAll(() => t?.close());

const emptyGuid = '00000000-0000-0000-0000-000000000000';
const orgCount = async () => (await t.database.db.select().from(orgs)).length;

describe('POST /api/Org/CreateOrg', () => {
  it('creates an organisation for a super admin and drops the organisation list', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Org/CreateOrg',
      token: superAdmin,
      payload: { guid: emptyGuid, code: ' NEWC ', name: 'New Clinic', email: 'office@new.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgList');
    expect(response.json()).toMatchObject({
      code: 'NEWC',
      name: 'New Clinic',
      email: 'office@new.example',
      logoFileGuid: null,
      loginRoleOrgs: [],
    });
    expect(response.json().guid).not.toBe(emptyGuid);
  });

  it.each([
    [{ code: 'HOME' }, 'code', 'Code already in use'],
    [{ code: '' }, 'code', 'Please fill in all required fields.'],
    [{ name: ' ' }, 'name', 'Please fill in all required fields.'],
    [
      { logoFileGuid: '6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1' },
      'logoFileGuid',
      'Please save the organization first before uploading a logo.',
    ],
  ])('refuses %j with its message', async (change, field, message) => {
    const before = await orgCount();
    const payload = { guid: emptyGuid, code: 'ZZZ', name: 'Zed', ...(change as Record<string, unknown>) };
    const response = await t.request({
      method: 'POST',
      url: '/api/Org/CreateOrg',
      token: superAdmin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
    expect(await orgCount()).toBe(before);
  });

  it('is for super admins only', async () => {
    const before = await orgCount();
    const payload = { guid: emptyGuid, code: 'NOPE', name: 'Nope' };
    expect(
      (await t.request({ method: 'POST', url: '/api/Org/CreateOrg', token: userAdmin, payload })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/Org/CreateOrg', payload })).statusCode).toBe(401);
    expect(await orgCount()).toBe(before);
  });
});

describe('POST /api/Org/{orgGuid}/JoinOrg', () => {
  it('makes the super admin Member and User Admin of the organisation', async () => {
    const other = await t.seedOrg({ name: 'Other Org' });
    const response = await t.request({
      method: 'POST',
      url: `/api/Org/${other.guid}/JoinOrg`,
      token: superAdmin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgList,userInfo,orgInfo');
    expect(response.json().loginRoleOrgs).toEqual([{ roleName: 'Member' }, { roleName: 'UserAdmin' }]);
    const info = (
      await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token: superAdmin })
    ).json();
    expect(info.orgDict[other.guid].roles).toEqual(['Member', 'UserAdmin']);
    expect(info.orgDict[other.guid].entityDto).not.toBeNull();
  });

  it('refuses a User Admin (403) and answers 404 for an unknown organisation', async () => {
    const other = await t.seedOrg();
    expect(
      (await t.request({ method: 'POST', url: `/api/Org/${other.guid}/JoinOrg`, token: userAdmin }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/Org/${other.guid}/JoinOrg` })).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/Org/6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1/JoinOrg`,
          token: superAdmin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(loginAccountOrgRoles)
        .where(eq(loginAccountOrgRoles.orgGuid, other.guid)),
    ).toEqual([]);
  });
});

describe('GET /api/Org/{orgGuid}/ExportOrgAsJson', () => {
  it('downloads the organisation with its groups, entities and members', async () => {
    const org = await t.seedOrg({ name: 'Export Me' });
    const person = await t.seedAccount({
      name: 'Pat Export',
      roles: { [org.guid]: ['Member', 'UserAdmin'] },
    });
    await t.seedGroup({
      orgGuid: org.guid,
      name: 'Exported Group',
      entityGuids: [person.entityGuids[org.guid]!],
    });
    const response = await t.request({
      method: 'GET',
      url: `/api/Org/${org.guid}/ExportOrgAsJson`,
      token: superAdmin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="organization-${org.code}.json"`,
    );
    const body = response.json();
    expect(body.org).toMatchObject({ guid: org.guid, name: 'Export Me' });
    expect(body.orgGroups).toEqual([
      expect.objectContaining({ name: 'Exported Group', entityGuids: [person.entityGuids[org.guid]] }),
    ]);
    expect(body.entities).toEqual([expect.objectContaining({ name: 'Pat Export' })]);
    expect(body.members).toEqual([
      expect.objectContaining({ email: person.email, roles: ['Member', 'UserAdmin'], isTempAccount: true }),
    ]);
    expect(body.entityDefinitions).toHaveLength(1);
  });

  it('asks to save a new organisation first and answers 404 for an unknown one', async () => {
    const unsaved = await t.request({
      method: 'GET',
      url: `/api/Org/${emptyGuid}/ExportOrgAsJson`,
      token: superAdmin,
    });
    expect(unsaved.json()).toMatchObject({
      status: 400,
      detail: 'Cannot export: Organization not saved yet.',
    });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/Org/6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1/ExportOrgAsJson',
      token: superAdmin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for super admins only', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/Org/${home.guid}/ExportOrgAsJson`, token: userAdmin }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/Org/${home.guid}/ExportOrgAsJson` })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/Org/{orgGuid}/DeleteOrg', () => {
  it('deletes the organisation and the temporary accounts only it had', async () => {
    const org = await t.seedOrg();
    const onlyHere = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
    const alsoHome = await t.seedAccount({ roles: { [org.guid]: ['Member'], [home.guid]: ['Member'] } });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/Org/${org.guid}/DeleteOrg`, token: userAdmin }))
        .statusCode,
    ).toBe(403);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/Org/${org.guid}/DeleteOrg`,
      token: superAdmin,
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-store-refresh']).toBe('orgList,userInfo,orgInfo');
    expect(await t.database.db.select().from(orgs).where(eq(orgs.guid, org.guid))).toEqual([]);
    expect(
      await t.database.db.select().from(loginAccounts).where(eq(loginAccounts.guid, onlyHere.guid)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(loginAccounts).where(eq(loginAccounts.guid, alsoHome.guid)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(loginAccounts).where(eq(loginAccounts.guid, superAdminGuid)),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown organisation and 401 anonymously', async () => {
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/Org/6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1/DeleteOrg`,
          token: superAdmin,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/Org/${home.guid}/DeleteOrg` })).statusCode).toBe(
      401,
    );
    expect(await t.database.db.select().from(orgs).where(eq(orgs.guid, home.guid))).toHaveLength(1);
  });
});
