import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAccounts } from '../../src/server/db/tables/organisations.ts';
import { validateUserInfo } from '../../src/shared/generated/validators.gen.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t?.close());

const myInfo = async (token: string, query = '') =>
  t.request({ method: 'GET', url: `/api/UserSession/GetMyUserInfo${query}`, token });

describe('GET /api/UserSession/GetMyUserInfo', () => {
  it('describes a member: organisations by name, roles, groups and the entity that represents them', async () => {
    const clinic = await t.seedOrg({ name: 'Clinic B', homePage: 'Workflows' });
    const lab = await t.seedOrg({ name: 'Alpha Lab', entityType: false });
    const person = await t.seedAccount({
      name: 'Robin Nurse',
      roles: { [clinic.guid]: ['SetupBasic', 'Member', 'ViewSetup'], [lab.guid]: ['Guest'] },
    });
    const nurses = await t.seedGroup({
      orgGuid: clinic.guid,
      name: 'Nurses',
      entityGuids: [person.entityGuids[clinic.guid]!],
    });
    await t.seedGroup({ orgGuid: clinic.guid, name: 'Others' });

    const response = await myInfo(await t.tokenFor(person));
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toEqual({
      superAdmin: false,
      isTempAccount: false,
      // No stored choice: the first organisation by name.
      defaultOrgGuid: lab.guid,
      userGuid: person.guid,
      loginName: 'Robin Nurse',
      email: person.email,
      orgDict: {
        [clinic.guid]: {
          name: 'Clinic B',
          guid: clinic.guid,
          roles: ['Member', 'ViewSetup', 'SetupBasic'],
          groupGuids: [nurses.guid],
          entityDto: {
            name: 'Robin Nurse',
            guid: person.entityGuids[clinic.guid],
            homePage: 'Workflows',
            homePageWorkflowDefinitionGuid: null,
          },
        },
        [lab.guid]: { name: 'Alpha Lab', guid: lab.guid, roles: ['Guest'], groupGuids: [], entityDto: null },
      },
      returnActions: [],
    });
    expect(Object.keys(info.orgDict)).toEqual([lab.guid, clinic.guid]);
    expect(validateUserInfo(info), JSON.stringify(validateUserInfo.errors)).toBe(true);
  });

  it('gives a brand-new person who belongs nowhere an empty organisation list', async () => {
    const stranger = { email: 'new-person@test.example', name: 'New Person', password: 'a fresh password 1' };
    const info = (await myInfo(await t.tokenFor(stranger))).json();
    expect(info).toMatchObject({
      superAdmin: false,
      isTempAccount: false,
      defaultOrgGuid: null,
      email: stranger.email,
      orgDict: {},
      returnActions: [],
    });
  });

  it('lets a person claim the account an administrator prepared for their e-mail, keeping its roles', async () => {
    const org = await t.seedOrg();
    const prepared = await t.seedAccount({
      email: 'Prepared.Person@Test.Example',
      roles: { [org.guid]: ['Member', 'UserAdmin'] },
    });
    const [before] = await t.database.db
      .select()
      .from(loginAccounts)
      .where(eq(loginAccounts.guid, prepared.guid));
    expect(before!.subject).toBeNull();

    const info = (await myInfo(await t.tokenFor(prepared))).json();
    expect(info.userGuid).toBe(prepared.guid);
    expect(info.isTempAccount).toBe(false);
    expect(info.orgDict[org.guid].roles).toEqual(['Member', 'UserAdmin']);
  });

  it('answers an unknown shortcode with a persistent ShowError return action', async () => {
    const person = await t.seedAccount({});
    const info = (await myInfo(await t.tokenFor(person), '?shortcode=ABC123')).json();
    expect(info.returnActions).toEqual([
      {
        returnActionCode: 'ShowError',
        guid: '00000000-0000-0000-0000-000000000000',
        message: 'Shortcode "ABC123" was not found.',
        duration: 0,
      },
    ]);
    expect(validateUserInfo(info), JSON.stringify(validateUserInfo.errors)).toBe(true);
  });

  it('rejects a malformed shortcode or an unknown parameter with the uniform error body', async () => {
    const token = await t.tokenFor(await t.seedAccount({}));
    const bad = await myInfo(token, '?shortcode=not%20a%20code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: 'Bad Request',
      detail: 'The request is not valid.',
      status: 400,
      errors: { 'querystring.shortcode': [expect.any(String)] },
    });
    const unknown = await myInfo(token, '?userGuid=00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ title: 'Bad Request', status: 400 });
  });

  it('refuses an anonymous caller with the uniform error body', async () => {
    const response = await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      title: 'Unauthorized',
      detail: 'You must be logged in to access this resource.',
      status: 401,
    });
  });

  it('refuses a token that is not one of ours', async () => {
    const response = await myInfo('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
  });
});
