import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgs } from '../../../src/server/db/tables/organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let superAdmin: string;
let member: string;
let orgA: Awaited<ReturnType<TestApp['seedOrg']>>;
let orgB: Awaited<ReturnType<TestApp['seedOrg']>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  orgA = await t.seedOrg({ name: 'Alpha Care' });
  orgB = await t.seedOrg({ name: 'Beta Care' });
  admin = await t.tokenFor(await t.seedAccount({ roles: { [orgA.guid]: ['Member', 'UserAdmin'] } }));
  member = await t.tokenFor(
    await t.seedAccount({ roles: { [orgA.guid]: ['Member', 'ViewSetup'], [orgB.guid]: ['Guest'] } }),
  );
  superAdmin = await t.tokenFor(
    await t.seedAccount({ superAdmin: true, roles: { [orgB.guid]: ['Member'] } }),
  );
});
afterAll(() => t?.close());

const orgBody = (
  org: { guid: string; code: string; name: string },
  change: Record<string, unknown> = {},
) => ({
  guid: org.guid,
  code: org.code,
  name: org.name,
  ...change,
});
const stored = async (guid: string) =>
  (await t.database.db.select().from(orgs).where(eq(orgs.guid, guid)))[0]!;

describe('GET /api/Org/GetOrgs', () => {
  it("lists the caller's organisations by name with their roles there", async () => {
    const response = await t.request({ method: 'GET', url: '/api/Org/GetOrgs', token: member });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { guid: string; loginRoleOrgs: { roleName: string }[] }[];
    expect(list.map((o) => o.guid)).toEqual([orgA.guid, orgB.guid]);
    expect(list[0]!.loginRoleOrgs).toEqual([{ roleName: 'Member' }, { roleName: 'ViewSetup' }]);
    expect(list[1]!.loginRoleOrgs).toEqual([{ roleName: 'Guest' }]);
  });

  it('lists every organisation for a super admin, and refuses anonymous callers', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/Org/GetOrgs', token: superAdmin })).json() as {
      guid: string;
    }[];
    expect(list.map((o) => o.guid)).toEqual(expect.arrayContaining([orgA.guid, orgB.guid]));
    expect((await t.request({ method: 'GET', url: '/api/Org/GetOrgs' })).statusCode).toBe(401);
  });
});

describe('GET /api/Org/{orgGuid}/GetOrgInfo', () => {
  it('describes the organisation to its members', async () => {
    await t.seedGroup({ orgGuid: orgA.guid, name: 'Nurses' });
    const response = await t.request({
      method: 'GET',
      url: `/api/Org/${orgA.guid}/GetOrgInfo`,
      token: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      logoFileGuid: null,
      orgGroupDtos: [{ name: 'Nurses' }],
      workflowDefinitionDtos: [],
      entityDefinitionDtos: [
        { guid: orgA.entityDefinitionGuid, plural: 'Staff Members', childEntityDefinitions: [] },
      ],
      customCSS: null,
    });
  });

  it('is 404 outside the organisation and 401 anonymously', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/Org/${orgB.guid}/GetOrgInfo`, token: admin })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/Org/${orgA.guid}/GetOrgInfo` })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/Org/{orgGuid}/UpdateOrg', () => {
  const update = (token: string | undefined, org: typeof orgA, change: Record<string, unknown> = {}) =>
    t.request({ method: 'PUT', url: `/api/Org/${org.guid}/UpdateOrg`, token, payload: orgBody(org, change) });

  it('saves the editor for a User Admin and names the caches to drop', async () => {
    const response = await update(admin, orgA, {
      name: '  Alpha Care Renamed ',
      websiteUrl: 'alpha.example',
      email: '',
      customCSS: '.x{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgInfo,orgList,userInfo');
    expect(response.json()).toMatchObject({
      name: 'Alpha Care Renamed',
      websiteUrl: 'alpha.example',
      email: null,
      customCSS: '.x{}',
    });
    expect((await stored(orgA.guid)).name).toBe('Alpha Care Renamed');
    await update(admin, orgA, { name: orgA.name });
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill in all required fields.'],
    [{ code: '  ' }, 'code', 'Please fill in all required fields.'],
    [{ code: 'TOOLONG' }, 'code', 'Code must be at most 5 characters.'],
    [{ code: 'NEW' }, 'code', 'The code of a saved organization cannot be changed.'],
    [{ name: 'n'.repeat(251) }, 'name', 'Name must be at most 250 characters.'],
    [{ websiteUrl: 'w'.repeat(251) }, 'websiteUrl', 'Website URL must be at most 250 characters.'],
    [{ contactNumber: '1'.repeat(16) }, 'contactNumber', 'Contact Number must be at most 15 characters.'],
    [{ email: 'not-an-email' }, 'email', 'Email not valid'],
    [{ email: `${'e'.repeat(30)}@x.example` }, 'email', 'Email must be at most 35 characters.'],
    [{ customCSS: 'c'.repeat(5001) }, 'customCSS', 'Custom CSS must be at most 5000 characters.'],
    [
      { entityDefinitionGuid: '6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1' },
      'entityDefinitionGuid',
      "The default entity type must be one of this organization's entity types.",
    ],
    [
      { logoFileGuid: '6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1' },
      'logoFileGuid',
      'The logo must be an image uploaded for this organization.',
    ],
  ])('refuses %j with its message and changes nothing', async (change, field, message) => {
    const response = await update(admin, orgA, {
      contactNumber: '555',
      ...(change as Record<string, unknown>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: 'Bad Request',
      status: 400,
      detail: message,
      errors: { [field]: [message] },
    });
    expect((await stored(orgA.guid)).contactNumber).toBeNull();
  });

  it('refuses View Setup (403), outsiders (404) and anonymous callers (401) without changing anything', async () => {
    expect((await update(member, orgA, { name: 'Hacked' })).statusCode).toBe(403);
    expect((await update(admin, orgB, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await update(undefined, orgA, { name: 'Hacked' })).statusCode).toBe(401);
    expect((await stored(orgA.guid)).name).toBe(orgA.name);
    expect((await stored(orgB.guid)).name).toBe(orgB.name);
  });

  it('lets a super admin save any organisation', async () => {
    const response = await update(superAdmin, orgA, { contactNumber: '555-0100' });
    expect(response.statusCode).toBe(200);
    expect((await stored(orgA.guid)).contactNumber).toBe('555-0100');
    await update(superAdmin, orgA, { contactNumber: null });
  });
});
