import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateComplianceStatistics } from '../../src/shared/generated/validators.gen.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../support/test-data.ts';

let t: TestApp;
let org: SeededOrg;
let member: SeededAccount;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Counting Clinic' });
  member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
});
afterAll(() => t?.close());

const statistics = (orgGuid: string, token?: string) =>
  t.request({
    method: 'GET',
    url: '/api/MainDashboard/GetComplianceItemStatistics',
    query: { orgGuid },
    token,
  });

describe('GET /api/MainDashboard/GetComplianceItemStatistics', () => {
  it('counts the organisation’s item definitions per status, InUse counting as active', async () => {
    await t.seedItemDefinitions(org.guid, { Active: 2, InUse: 1, Inactive: 1, Unused: 4, Archived: 2 });
    // Another organisation's items never show up in these counts.
    const other = await t.seedOrg();
    await t.seedItemDefinitions(other.guid, { Active: 5, Archived: 5 });

    const response = await statistics(org.guid.toUpperCase(), await t.tokenFor(member));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ activeItems: 3, inactiveItems: 1, unusedItems: 4, archivedItems: 2 });
    expect(validateComplianceStatistics(response.json())).toBe(true);
  });

  it('shows zeros for an organisation without items', async () => {
    const empty = await t.seedOrg();
    const person = await t.seedAccount({ roles: { [empty.guid]: ['Member'] } });
    expect((await statistics(empty.guid, await t.tokenFor(person))).json()).toEqual({
      activeItems: 0,
      inactiveItems: 0,
      unusedItems: 0,
      archivedItems: 0,
    });
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await statistics(org.guid);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      title: 'Unauthorized',
      detail: 'You must be logged in to access this resource.',
      status: 401,
    });
  });

  it('refuses a Guest of the organisation with 403: the dashboard is for Members', async () => {
    const guest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
    const response = await statistics(org.guid, await t.tokenFor(guest));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ title: 'Forbidden', status: 403, detail: expect.any(String) });
  });

  it('answers 404 to a member of another organisation, as if it did not exist', async () => {
    const elsewhere = await t.seedOrg();
    const outsider = await t.seedAccount({ roles: { [elsewhere.guid]: ['Member', 'UserAdmin'] } });
    const response = await statistics(org.guid, await t.tokenFor(outsider));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ title: 'Not Found', detail: 'Organization not found', status: 404 });
  });

  it('answers 404 to a super admin who is not a member', async () => {
    const admin = await t.seedAccount({ superAdmin: true });
    expect((await statistics(org.guid, await t.tokenFor(admin))).statusCode).toBe(404);
  });

  it('rejects a malformed or missing organisation guid with 400 and the uniform body', async () => {
    const token = await t.tokenFor(member);
    const bad = await statistics('12345', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      title: 'Bad Request',
      detail: 'The request is not valid.',
      status: 400,
      errors: { orgGuid: ['must match format "uuid"'] },
    });
    const missing = await t.request({
      method: 'GET',
      url: '/api/MainDashboard/GetComplianceItemStatistics',
      token,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ title: 'Bad Request', status: 400 });
  });
});
