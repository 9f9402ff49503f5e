import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgGroupEntities, orgGroups } from '../../../src/server/db/tables/organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let memberOnly: string;
let outsider: string;
let org: Awaited<ReturnType<TestApp['seedOrg']>>;
let foreign: Awaited<ReturnType<TestApp['seedOrg']>>;
let entityGuid: string;
let foreignEntityGuid: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Group Org' });
  foreign = await t.seedOrg({ name: 'Foreign Org' });
  const adminAccount = await t.seedAccount({
    name: 'Ada Admin',
    roles: { [org.guid]: ['Member', 'UserAdmin'] },
  });
  entityGuid = adminAccount.entityGuids[org.guid]!;
  admin = await t.tokenFor(adminAccount);
  memberOnly = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member'] } }));
  const outsiderAccount = await t.seedAccount({ roles: { [foreign.guid]: ['Member', 'UserAdmin'] } });
  foreignEntityGuid = outsiderAccount.entityGuids[foreign.guid]!;
  outsider = await t.tokenFor(outsiderAccount);
});
afterAll(() => t?.close());

const groupRow = async (guid: string) =>
  (await t.database.db.select().from(orgGroups).where(eq(orgGroups.guid, guid)))[0];
const create = (token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/OrgGroup/CreateOrgGroup', token, payload });

describe('POST /api/OrgGroup/CreateOrgGroup', () => {
  it('creates a group with entities of the organisation', async () => {
    const response = await create(admin, {
      orgGuid: org.guid,
      name: ' Nurses ',
      forOwnWorkflow: 'Own',
      entityGuids: [entityGuid],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgGroups,orgInfo,userInfo');
    expect(response.json()).toMatchObject({
      orgGuid: org.guid,
      name: 'Nurses',
      forOwnWorkflow: 'Own',
      entities: [{ guid: entityGuid, name: 'Ada Admin' }],
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name needed'],
    [{ name: '   ' }, 'name', 'Name needed'],
    [{ name: undefined }, 'name', 'Name needed'],
    [
      { entityGuids: ['6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1'] },
      'entityGuids',
      'Some of the chosen entities are not part of this organization.',
    ],
  ])('refuses %j with its message and creates nothing', async (change, field, message) => {
    const before = (await t.database.db.select().from(orgGroups)).length;
    const response = await create(admin, { orgGuid: org.guid, name: 'X', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
    expect((await t.database.db.select().from(orgGroups)).length).toBe(before);
  });

  it("refuses another organisation's entity, a Member (403), an outsider (404) and anonymous callers (401)", async () => {
    const before = (await t.database.db.select().from(orgGroups)).length;
    expect(
      (await create(admin, { orgGuid: org.guid, name: 'X', entityGuids: [foreignEntityGuid] })).statusCode,
    ).toBe(400);
    expect((await create(memberOnly, { orgGuid: org.guid, name: 'X' })).statusCode).toBe(403);
    expect((await create(outsider, { orgGuid: org.guid, name: 'X' })).statusCode).toBe(404);
    expect((await create(undefined, { orgGuid: org.guid, name: 'X' })).statusCode).toBe(401);
    expect((await t.database.db.select().from(orgGroups)).length).toBe(before);
  });
});

describe('GET GetOrgGroupsInfo and GetAllOrgGroupDtos', () => {
  it('lists the groups with their entities and every entity of the organisation', async () => {
    await t.seedGroup({ orgGuid: org.guid, name: 'AAA First', entityGuids: [entityGuid] });
    const info = await t.request({
      method: 'GET',
      url: `/api/OrgGroup/${org.guid}/GetOrgGroupsInfo`,
      token: admin,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().orgGroups[0]).toMatchObject({
      name: 'AAA First',
      entities: [{ guid: entityGuid, name: 'Ada Admin' }],
    });
    expect(info.json().entities).toEqual(expect.arrayContaining([{ guid: entityGuid, name: 'Ada Admin' }]));
    const dtos = await t.request({
      method: 'GET',
      url: `/api/OrgGroup/${org.guid}/GetAllOrgGroupDtos`,
      token: admin,
    });
    expect(dtos.json().map((g: { name: string }) => g.name)[0]).toBe('AAA First');
  });

  it('is refused to a Member (403), an outsider (404) and anonymous callers (401)', async () => {
    for (const path of ['GetOrgGroupsInfo', 'GetAllOrgGroupDtos']) {
      expect(
        (await t.request({ method: 'GET', url: `/api/OrgGroup/${org.guid}/${path}`, token: memberOnly }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.request({ method: 'GET', url: `/api/OrgGroup/${org.guid}/${path}`, token: outsider }))
          .statusCode,
      ).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/OrgGroup/${org.guid}/${path}` })).statusCode).toBe(
        401,
      );
    }
  });
});

describe('PUT UpdateOrgGroup and DELETE DeleteOrgGroup', () => {
  it('saves name, ownership and entities', async () => {
    const group = await t.seedGroup({ orgGuid: org.guid, name: 'Old', entityGuids: [entityGuid] });
    const payload = {
      guid: group.guid,
      orgGuid: org.guid,
      name: 'New Name',
      forOwnWorkflow: 'Others',
      entityGuids: [],
    };
    const response = await t.request({
      method: 'PUT',
      url: `/api/OrgGroup/${org.guid}/${group.guid}/UpdateOrgGroup`,
      token: admin,
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgGroups,orgInfo,userInfo');
    expect(response.json()).toMatchObject({ name: 'New Name', forOwnWorkflow: 'Others', entities: [] });
    expect(
      await t.database.db
        .select()
        .from(orgGroupEntities)
        .where(eq(orgGroupEntities.orgGroupGuid, group.guid)),
    ).toEqual([]);
  });

  it('refuses an empty name, a foreign group and callers without User Admin, changing nothing', async () => {
    const group = await t.seedGroup({ orgGuid: org.guid, name: 'Keep' });
    const foreignGroup = await t.seedGroup({ orgGuid: foreign.guid, name: 'Theirs' });
    const put = (token: string | undefined, orgGuid: string, groupGuid: string, name: string) =>
      t.request({
        method: 'PUT',
        url: `/api/OrgGroup/${orgGuid}/${groupGuid}/UpdateOrgGroup`,
        token,
        payload: { guid: groupGuid, orgGuid, name, forOwnWorkflow: 'NA' },
      });
    const empty = await put(admin, org.guid, group.guid, ' ');
    expect(empty.json()).toMatchObject({
      status: 400,
      detail: 'Name needed',
      errors: { name: ['Name needed'] },
    });
    expect((await put(admin, org.guid, foreignGroup.guid, 'Mine')).statusCode).toBe(404);
    expect((await put(admin, foreign.guid, foreignGroup.guid, 'Mine')).statusCode).toBe(404);
    expect((await put(memberOnly, org.guid, group.guid, 'Changed')).statusCode).toBe(403);
    expect((await put(undefined, org.guid, group.guid, 'Changed')).statusCode).toBe(401);
    expect((await groupRow(group.guid))!.name).toBe('Keep');
    expect((await groupRow(foreignGroup.guid))!.name).toBe('Theirs');
  });

  it('deletes a group of the organisation only', async () => {
    const group = await t.seedGroup({ orgGuid: org.guid });
    const foreignGroup = await t.seedGroup({ orgGuid: foreign.guid });
    const del = (token: string | undefined, groupGuid: string, orgGuid: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/OrgGroup/${groupGuid}/DeleteOrgGroup?orgGuid=${orgGuid}`,
        token,
      });
    expect((await del(admin, foreignGroup.guid, org.guid)).statusCode).toBe(404);
    expect((await del(admin, foreignGroup.guid, foreign.guid)).statusCode).toBe(404);
    expect((await del(memberOnly, group.guid, org.guid)).statusCode).toBe(403);
    expect((await del(undefined, group.guid, org.guid)).statusCode).toBe(401);
    expect(await groupRow(foreignGroup.guid)).toBeDefined();
    const response = await del(admin, group.guid, org.guid);
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-store-refresh']).toBe('orgGroups,orgInfo,userInfo');
    expect(await groupRow(group.guid)).toBeUndefined();
  });
});
