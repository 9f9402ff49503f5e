import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgGroupEntities, orgGroups } from '../../../src/server/db/tables/organisations.ts';
import { useAdminApp } from './admin-helpers.ts';

const app = useAdminApp('Group Org');
let entityGuid: string;
let foreignEntityGuid: string;
beforeAll(() => {
  entityGuid = app.adminAccount.entityGuids[app.org.guid]!;
  foreignEntityGuid = app.outsiderAccount.entityGuids[app.foreign.guid]!;
});

const groupRow = async (guid: string) =>
  (await app.t.database.db.select().from(orgGroups).where(eq(orgGroups.guid, guid)))[0];
const create = (token: string | undefined, payload: Record<string, unknown>) =>
  app.t.request({ method: 'POST', url: '/api/OrgGroup/CreateOrgGroup', token, payload });

describe('POST /api/OrgGroup/CreateOrgGroup', () => {
  it('creates a group with entities of the organisation', async () => {
    const response = await create(app.admin, {
      orgGuid: app.org.guid,
      name: ' Nurses ',
      forOwnWorkflow: 'Own',
      entityGuids: [entityGuid],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgGroups,orgInfo,userInfo');
    expect(response.json()).toMatchObject({
      orgGuid: app.org.guid,
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
    const before = (await app.t.database.db.select().from(orgGroups)).length;
    const response = await create(app.admin, { orgGuid: app.org.guid, name: 'X', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
    expect((await app.t.database.db.select().from(orgGroups)).length).toBe(before);
  });

  it("refuses another organisation's entity, a Member (403), an outsider (404) and anonymous callers (401)", async () => {
    const before = (await app.t.database.db.select().from(orgGroups)).length;
    expect(
      (await create(app.admin, { orgGuid: app.org.guid, name: 'X', entityGuids: [foreignEntityGuid] }))
        .statusCode,
    ).toBe(400);
    expect((await create(app.memberOnly, { orgGuid: app.org.guid, name: 'X' })).statusCode).toBe(403);
    expect((await create(app.outsider, { orgGuid: app.org.guid, name: 'X' })).statusCode).toBe(404);
    expect((await create(undefined, { orgGuid: app.org.guid, name: 'X' })).statusCode).toBe(401);
    expect((await app.t.database.db.select().from(orgGroups)).length).toBe(before);
  });
});

describe('GET GetOrgGroupsInfo and GetAllOrgGroupDtos', () => {
  it('lists the groups with their entities and every entity of the organisation', async () => {
    await app.t.seedGroup({ orgGuid: app.org.guid, name: 'AAA First', entityGuids: [entityGuid] });
    const info = await app.t.request({
      method: 'GET',
      url: `/api/OrgGroup/${app.org.guid}/GetOrgGroupsInfo`,
      token: app.admin,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().orgGroups[0]).toMatchObject({
      name: 'AAA First',
      entities: [{ guid: entityGuid, name: 'Ada Admin' }],
    });
    expect(info.json().entities).toEqual(expect.arrayContaining([{ guid: entityGuid, name: 'Ada Admin' }]));
    const dtos = await app.t.request({
      method: 'GET',
      url: `/api/OrgGroup/${app.org.guid}/GetAllOrgGroupDtos`,
      token: app.admin,
    });
    expect(dtos.json().map((g: { name: string }) => g.name)[0]).toBe('AAA First');
  });

  it('is refused to a Member (403), an outsider (404) and anonymous callers (401)', async () => {
    for (const path of ['GetOrgGroupsInfo', 'GetAllOrgGroupDtos']) {
      expect(
        (
          await app.t.request({
            method: 'GET',
            url: `/api/OrgGroup/${app.org.guid}/${path}`,
            token: app.memberOnly,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await app.t.request({
            method: 'GET',
            url: `/api/OrgGroup/${app.org.guid}/${path}`,
            token: app.outsider,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await app.t.request({ method: 'GET', url: `/api/OrgGroup/${app.org.guid}/${path}` })).statusCode,
      ).toBe(401);
    }
  });
});

describe('PUT UpdateOrgGroup and DELETE DeleteOrgGroup', () => {
  it('saves name, ownership and entities', async () => {
    const group = await app.t.seedGroup({ orgGuid: app.org.guid, name: 'Old', entityGuids: [entityGuid] });
    const payload = {
      guid: group.guid,
      orgGuid: app.org.guid,
      name: 'New Name',
      forOwnWorkflow: 'Others',
      entityGuids: [],
    };
    const response = await app.t.request({
      method: 'PUT',
      url: `/api/OrgGroup/${app.org.guid}/${group.guid}/UpdateOrgGroup`,
      token: app.admin,
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgGroups,orgInfo,userInfo');
    expect(response.json()).toMatchObject({ name: 'New Name', forOwnWorkflow: 'Others', entities: [] });
    expect(
      await app.t.database.db
        .select()
        .from(orgGroupEntities)
        .where(eq(orgGroupEntities.orgGroupGuid, group.guid)),
    ).toEqual([]);
  });

  it('refuses an empty name, a foreign group and callers without User Admin, changing nothing', async () => {
    const group = await app.t.seedGroup({ orgGuid: app.org.guid, name: 'Keep' });
    const foreignGroup = await app.t.seedGroup({ orgGuid: app.foreign.guid, name: 'Theirs' });
    const put = (token: string | undefined, orgGuid: string, groupGuid: string, name: string) =>
      app.t.request({
        method: 'PUT',
        url: `/api/OrgGroup/${orgGuid}/${groupGuid}/UpdateOrgGroup`,
        token,
        payload: { guid: groupGuid, orgGuid, name, forOwnWorkflow: 'NA' },
      });
    const empty = await put(app.admin, app.org.guid, group.guid, ' ');
    expect(empty.json()).toMatchObject({
      status: 400,
      detail: 'Name needed',
      errors: { name: ['Name needed'] },
    });
    expect((await put(app.admin, app.org.guid, foreignGroup.guid, 'Mine')).statusCode).toBe(404);
    expect((await put(app.admin, app.foreign.guid, foreignGroup.guid, 'Mine')).statusCode).toBe(404);
    expect((await put(app.memberOnly, app.org.guid, group.guid, 'Changed')).statusCode).toBe(403);
    expect((await put(undefined, app.org.guid, group.guid, 'Changed')).statusCode).toBe(401);
    expect((await groupRow(group.guid))!.name).toBe('Keep');
    expect((await groupRow(foreignGroup.guid))!.name).toBe('Theirs');
  });

  it('deletes a group of the organisation only', async () => {
    const group = await app.t.seedGroup({ orgGuid: app.org.guid });
    const foreignGroup = await app.t.seedGroup({ orgGuid: app.foreign.guid });
    const del = (token: string | undefined, groupGuid: string, orgGuid: string) =>
      app.t.request({
        method: 'DELETE',
        url: `/api/OrgGroup/${groupGuid}/DeleteOrgGroup?orgGuid=${orgGuid}`,
        token,
      });
    expect((await del(app.admin, foreignGroup.guid, app.org.guid)).statusCode).toBe(404);
    expect((await del(app.admin, foreignGroup.guid, app.foreign.guid)).statusCode).toBe(404);
    expect((await del(app.memberOnly, group.guid, app.org.guid)).statusCode).toBe(403);
    expect((await del(undefined, group.guid, app.org.guid)).statusCode).toBe(401);
    expect(await groupRow(foreignGroup.guid)).toBeDefined();
    const response = await del(app.admin, group.guid, app.org.guid);
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-store-refresh']).toBe('orgGroups,orgInfo,userInfo');
    expect(await groupRow(group.guid)).toBeUndefined();
  });
});
