import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entities } from '../../../src/server/db/tables/entities.ts';
import { loginAccounts } from '../../../src/server/db/tables/organisations.ts';
import { useAdminApp } from './admin-helpers.ts';

const app = useAdminApp('People Org');
let superAdmin: string;
beforeAll(async () => {
  superAdmin = await app.t.tokenFor(
    await app.t.seedAccount({ superAdmin: true, roles: { [app.org.guid]: ['Member', 'UserAdmin'] } }),
  );
});

const create = (token: string | undefined, payload: Record<string, unknown>) =>
  app.t.request({
    method: 'POST',
    url: '/api/LoginAccountManagement/CreateLoginAccount',
    token,
    payload: { orgGuid: app.org.guid, ...payload },
  });
const accountByEmail = async (email: string) =>
  (await app.t.database.db.select().from(loginAccounts).where(eq(loginAccounts.email, email)))[0];

describe('POST CreateLoginAccount', () => {
  it('creates a temporary account with its entity and the roles a setup level brings', async () => {
    const response = await create(app.admin, {
      loginName: ' Jo Lee ',
      email: ' Jo.Lee@Example.com ',
      currentOrgRoles: ['ViewSetup'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('loginAccounts');
    const body = response.json();
    expect(body).toMatchObject({
      loginName: 'Jo Lee',
      email: 'jo.lee@example.com',
      isTempAccount: true,
      currentOrgRoles: ['Member', 'ViewSetup', 'UserAdmin'],
      superAdmin: false,
      orgGuids: [app.org.guid],
      userOrgNames: ['People Org'],
    });
    expect(body.entity.entityDefinitionGuid).toBe(app.org.entityDefinitionGuid);
    const [entity] = await app.t.database.db
      .select()
      .from(entities)
      .where(eq(entities.guid, body.entity.guid));
    expect(entity!.name).toBe('Jo Lee');
  });

  it('invites an account of another organisation instead of making a second one', async () => {
    const elsewhere = await app.t.seedAccount({
      name: 'Elsa Where',
      roles: { [app.foreign.guid]: ['Member'] },
    });
    const response = await create(app.admin, {
      loginName: 'Other Name',
      email: elsewhere.email.toUpperCase(),
      currentOrgRoles: ['Guest'],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      orgGuid: app.org.guid,
      email: elsewhere.email,
      currentOrgRoles: ['Guest'],
    });
    const accounts = await app.t.database.db
      .select()
      .from(loginAccounts)
      .where(eq(loginAccounts.email, elsewhere.email));
    expect(accounts.map((account) => account.guid)).toEqual([elsewhere.guid]);
  });

  it.each([
    [{ loginName: ' ' }, 'loginName', 'Name needed'],
    [{ email: '' }, 'email', 'Email needed'],
    [{ email: 'not an email' }, 'email', 'Email not valid'],
    [{ email: `${'a'.repeat(95)}@x.example` }, 'email', 'Email must be at most 100 characters.'],
    [{ currentOrgRoles: [] }, 'currentOrgRoles', 'At least one role needed'],
    [
      { currentOrgRoles: ['Guest', 'Member'] },
      'currentOrgRoles',
      'A guest cannot hold other roles: choose Guest alone, or Member with optional setup roles.',
    ],
  ])('refuses %j with its message and creates nothing', async (change, field, message) => {
    const before = (await app.t.database.db.select().from(loginAccounts)).length;
    const response = await create(app.admin, {
      loginName: 'Val Id',
      email: 'val.id@example.com',
      currentOrgRoles: ['Member'],
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
    expect((await app.t.database.db.select().from(loginAccounts)).length).toBe(before);
  });

  it('refuses an e-mail already in the organisation, whatever its case', async () => {
    const existing = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const response = await create(app.admin, {
      loginName: 'Dup',
      email: existing.email.toUpperCase(),
      currentOrgRoles: ['Member'],
    });
    expect(response.json()).toMatchObject({
      status: 400,
      detail: 'Email already registered',
      errors: { email: ['Email already registered'] },
    });
  });

  it('lets only a super admin grant the super admin flag', async () => {
    const refused = await create(app.admin, {
      loginName: 'Sue',
      email: 'sue@example.com',
      currentOrgRoles: ['Member'],
      superAdmin: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(await accountByEmail('sue@example.com')).toBeUndefined();
    const granted = await create(superAdmin, {
      loginName: 'Sue',
      email: 'sue@example.com',
      currentOrgRoles: ['Member'],
      superAdmin: true,
    });
    expect(granted.json().superAdmin).toBe(true);
  });

  it('refuses a Member (403), an outsider (404) and anonymous callers (401)', async () => {
    const payload = { loginName: 'No', email: 'no@example.com', currentOrgRoles: ['Member'] };
    expect((await create(app.memberOnly, payload)).statusCode).toBe(403);
    expect((await create(app.outsider, payload)).statusCode).toBe(404);
    expect((await create(undefined, payload)).statusCode).toBe(401);
    expect(await accountByEmail('no@example.com')).toBeUndefined();
  });
});

describe('GET {orgGuid}/{roleName}/GetLoginAccounts', () => {
  it('lists members and guests separately', async () => {
    const guest = await app.t.seedAccount({ name: 'Gus Guest', roles: { [app.org.guid]: ['Guest'] } });
    const members = (
      await app.t.request({
        method: 'GET',
        url: `/api/LoginAccountManagement/${app.org.guid}/Member/GetLoginAccounts`,
        token: app.admin,
      })
    ).json();
    const guests = (
      await app.t.request({
        method: 'GET',
        url: `/api/LoginAccountManagement/${app.org.guid}/Guest/GetLoginAccounts`,
        token: app.admin,
      })
    ).json();
    expect(members.map((a: { userGuid: string }) => a.userGuid)).toContain(app.adminAccount.guid);
    expect(members.map((a: { userGuid: string }) => a.userGuid)).not.toContain(guest.guid);
    expect(guests.map((a: { userGuid: string }) => a.userGuid)).toContain(guest.guid);
    expect(members.find((a: { userGuid: string }) => a.userGuid === app.adminAccount.guid)).toMatchObject({
      isTempAccount: false,
      currentOrgRoles: ['Member', 'UserAdmin'],
    });
  });

  it('refuses a Member (403), an outsider (404), anonymous callers (401) and unknown role names (400)', async () => {
    const url = `/api/LoginAccountManagement/${app.org.guid}/Member/GetLoginAccounts`;
    expect((await app.t.request({ method: 'GET', url, token: app.memberOnly })).statusCode).toBe(403);
    expect((await app.t.request({ method: 'GET', url, token: app.outsider })).statusCode).toBe(404);
    expect((await app.t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await app.t.request({ method: 'GET', url: url.replace('Member', 'Boss'), token: app.admin }))
        .statusCode,
    ).toBe(400);
  });
});
