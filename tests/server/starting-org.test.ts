import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t?.close());

const myInfo = async (token: string, query = '') =>
  t.request({ method: 'GET', url: `/api/UserSession/GetMyUserInfo${query}`, token });

describe('PUT /api/UserSession/{orgGuid}/SetStartingOrg and GET ForgetAboutMe', () => {
  it('remembers the starting organisation and tells the client to reload the user', async () => {
    const first = await t.seedOrg({ name: 'AAA First' });
    const second = await t.seedOrg({ name: 'ZZZ Second' });
    const person = await t.seedAccount({ roles: { [first.guid]: ['Member'], [second.guid]: ['Guest'] } });
    const token = await t.tokenFor(person);

    const set = await t.request({
      method: 'PUT',
      url: `/api/UserSession/${second.guid.toUpperCase()}/SetStartingOrg`,
      token,
    });
    expect(set.statusCode).toBe(200);
    expect(set.headers['x-store-refresh']).toBe('userInfo');
    expect(set.json().defaultOrgGuid).toBe(second.guid);
    expect((await myInfo(token)).json().defaultOrgGuid).toBe(second.guid);
  });

  it('Refresh Settings (ForgetAboutMe) reloads the caches and keeps the starting organisation the person chose', async () => {
    const first = await t.seedOrg({ name: 'AAA First' });
    const second = await t.seedOrg({ name: 'ZZZ Second' });
    const person = await t.seedAccount({ roles: { [first.guid]: ['Member'], [second.guid]: ['Member'] } });
    const token = await t.tokenFor(person);
    await t.request({ method: 'PUT', url: `/api/UserSession/${second.guid}/SetStartingOrg`, token });

    const forget = await t.request({ method: 'GET', url: '/api/UserSession/ForgetAboutMe', token });
    expect(forget.statusCode).toBe(204);
    expect(forget.headers['x-store-refresh']).toBe('userInfo,orgInfo,entityDefinitions');
    expect((await myInfo(token)).json().defaultOrgGuid).toBe(second.guid);
  });

  it('answers 404 for an organisation the person does not belong to, and changes nothing', async () => {
    const mine = await t.seedOrg();
    const foreign = await t.seedOrg();
    const person = await t.seedAccount({ roles: { [mine.guid]: ['Member'] }, defaultOrgGuid: mine.guid });
    const token = await t.tokenFor(person);

    const response = await t.request({
      method: 'PUT',
      url: `/api/UserSession/${foreign.guid}/SetStartingOrg`,
      token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ title: 'Not Found', detail: 'Organization not found', status: 404 });
    expect((await myInfo(token)).json().defaultOrgGuid).toBe(mine.guid);
  });

  it('rejects a malformed organisation guid with the uniform error body', async () => {
    const person = await t.seedAccount({});
    const response = await t.request({
      method: 'PUT',
      url: '/api/UserSession/not-a-guid/SetStartingOrg',
      token: await t.tokenFor(person),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: 'Bad Request',
      status: 400,
      errors: { orgGuid: [expect.any(String)] },
    });
  });

  it('falls back to the first organisation by name when the stored one no longer includes the person', async () => {
    const kept = await t.seedOrg({ name: 'Kept Org' });
    const left = await t.seedOrg({ name: 'Left Org' });
    const person = await t.seedAccount({ roles: { [kept.guid]: ['Member'] }, defaultOrgGuid: left.guid });
    const info = (await myInfo(await t.tokenFor(person))).json();
    expect(info.defaultOrgGuid).toBe(kept.guid);
    expect(Object.keys(info.orgDict)).toEqual([kept.guid]);
  });
});
