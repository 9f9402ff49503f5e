import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAccountOrgRoles } from '../../../src/server/db/tables/organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let org: Awaited<ReturnType<TestApp['seedOrg']>>;
let foreign: Awaited<ReturnType<TestApp['seedOrg']>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Mask Org' });
  foreign = await t.seedOrg({ name: 'Foreign Org' });
});
afterAll(() => t?.close());

const remove = (token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/UserSession/RemoveRolesAndGroups', token, payload });
const myInfo = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token })).json();

describe('POST /api/UserSession/RemoveRolesAndGroups', () => {
  it('hides roles, groups and the super admin flag from the caller until Refresh Settings', async () => {
    const person = await t.seedAccount({ superAdmin: true, roles: { [org.guid]: ['Member', 'UserAdmin'] } });
    const group = await t.seedGroup({ orgGuid: org.guid, entityGuids: [person.entityGuids[org.guid]!] });
    const token = await t.tokenFor(person);
    expect((await myInfo(token)).orgDict[org.guid].groupGuids).toEqual([group.guid]);

    const response = await remove(token, {
      orgGuid: org.guid,
      rolesToRemove: ['UserAdmin'],
      groupGuidsToRemove: [group.guid],
      removeSuperAdmin: true,
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-store-refresh']).toBe('userInfo,orgInfo,orgList');
    const masked = await myInfo(token);
    expect(masked).toMatchObject({ superAdmin: false });
    expect(masked.orgDict[org.guid]).toMatchObject({ roles: ['Member'], groupGuids: [] });
    // The hidden role is really gone for the server's checks too, while the stored roles stay.
    expect(
      (await t.request({ method: 'GET', url: `/api/OrgGroup/${org.guid}/GetAllOrgGroupDtos`, token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/Org/GetOrgs', token }))
        .json()
        .map((o: { guid: string }) => o.guid),
    ).toEqual([org.guid]);
    const stored = await t.database.db
      .select()
      .from(loginAccountOrgRoles)
      .where(eq(loginAccountOrgRoles.loginAccountGuid, person.guid));
    expect(stored.map((r) => r.role).sort()).toEqual(['Member', 'UserAdmin']);

    expect(
      (await t.request({ method: 'GET', url: '/api/UserSession/ForgetAboutMe', token })).statusCode,
    ).toBe(204);
    const restored = await myInfo(token);
    expect(restored.superAdmin).toBe(true);
    expect(restored.orgDict[org.guid]).toMatchObject({
      roles: ['Member', 'UserAdmin'],
      groupGuids: [group.guid],
    });
  });

  it('shows a hidden User Admin again when a super admin grants it to themselves (JoinOrg)', async () => {
    const token = await t.tokenFor(
      await t.seedAccount({ superAdmin: true, roles: { [org.guid]: ['Member', 'UserAdmin'] } }),
    );
    await remove(token, { orgGuid: org.guid, rolesToRemove: ['UserAdmin'] });
    expect((await myInfo(token)).orgDict[org.guid].roles).toEqual(['Member']);
    expect((await t.request({ method: 'POST', url: `/api/Org/${org.guid}/JoinOrg`, token })).statusCode).toBe(
      200,
    );
    expect((await myInfo(token)).orgDict[org.guid].roles).toEqual(['Member', 'UserAdmin']);
  });

  it('needs at least one choice, and only groups of the organisation', async () => {
    const person = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
    const token = await t.tokenFor(person);
    const message = 'Please select at least one role or group to remove';
    expect((await remove(token, { orgGuid: org.guid })).json()).toMatchObject({
      status: 400,
      detail: message,
      errors: { rolesToRemove: [message] },
    });
    // Someone without the flag has nothing to hide by choosing it.
    expect((await remove(token, { orgGuid: org.guid, removeSuperAdmin: true })).json().detail).toBe(message);
    const theirs = await t.seedGroup({ orgGuid: foreign.guid });
    expect(
      (await remove(token, { orgGuid: org.guid, groupGuidsToRemove: [theirs.guid] })).json().detail,
    ).toBe('Some of the chosen groups are not part of this organization.');
    expect((await myInfo(token)).orgDict[org.guid].roles).toEqual(['Member']);
  });

  it('refuses a Guest (403), an outsider (404) and anonymous callers (401)', async () => {
    const guest = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Guest'] } }));
    const outsider = await t.tokenFor(await t.seedAccount({ roles: { [foreign.guid]: ['Member'] } }));
    const payload = { orgGuid: org.guid, rolesToRemove: ['Member'] };
    expect((await remove(guest, payload)).statusCode).toBe(403);
    expect((await remove(outsider, payload)).statusCode).toBe(404);
    expect((await remove(undefined, payload)).statusCode).toBe(401);
    expect((await myInfo(guest)).orgDict[org.guid].roles).toEqual(['Guest']);
  });
});
