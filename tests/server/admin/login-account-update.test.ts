import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAccountOrgRoles, loginAccounts } from '../../../src/server/db/tables/organisations.ts';
import type { SeededAccount } from '../../support/test-data.ts';
import { useAdminApp } from './admin-helpers.ts';

const app = useAdminApp('People Org');

const account = async (guid: string) =>
  (await app.t.database.db.select().from(loginAccounts).where(eq(loginAccounts.guid, guid)))[0];
const roles = async (guid: string) =>
  (
    await app.t.database.db
      .select()
      .from(loginAccountOrgRoles)
      .where(eq(loginAccountOrgRoles.loginAccountGuid, guid))
  )
    .map((r) => r.role)
    .sort();
const update = (
  token: string | undefined,
  person: SeededAccount,
  change: Record<string, unknown>,
  orgGuid = app.org.guid,
) =>
  app.t.request({
    method: 'PUT',
    url: `/api/LoginAccountManagement/${orgGuid}/UpdateLoginAccountInOrg`,
    token,
    payload: {
      userGuid: person.guid,
      loginName: person.name,
      email: person.email,
      currentOrgRoles: ['Member'],
      ...change,
    },
  });

describe('PUT {orgGuid}/UpdateLoginAccountInOrg', () => {
  it('saves name, e-mail of a temporary account and roles', async () => {
    const person = await app.t.seedAccount({ name: 'Tem Porary', roles: { [app.org.guid]: ['Member'] } });
    const response = await update(app.admin, person, {
      loginName: 'Tem Renamed',
      email: 'NEW.ADDRESS@example.com',
      currentOrgRoles: ['Member', 'SetupBasic'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('loginAccounts');
    expect(response.json()).toMatchObject({
      loginName: 'Tem Renamed',
      email: 'new.address@example.com',
      currentOrgRoles: ['Member', 'ViewSetup', 'SetupBasic', 'UserAdmin'],
    });
  });

  it.each([
    [{ loginName: '' }, 'loginName', 'Name needed'],
    [{ email: ' ' }, 'email', 'Email needed'],
    [{ email: 'bad@' }, 'email', 'Email not valid'],
    [{ currentOrgRoles: [] }, 'currentOrgRoles', 'At least one role needed'],
  ])('refuses %j with its message and changes nothing', async (change, field, message) => {
    const person = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const response = await update(app.admin, person, {
      ...change,
      loginName: 'loginName' in change ? change.loginName : 'Changed',
    });
    expect(response.json()).toMatchObject({ status: 400, detail: message, errors: { [field]: [message] } });
    expect((await account(person.guid))!.loginName).toBe(person.name);
  });

  it("refuses another account's e-mail, an e-mail change after sign-in, losing one's own User Admin and the super admin flag", async () => {
    const person = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const taken = await update(app.admin, person, { email: app.adminAccount.email.toUpperCase() });
    expect(taken.json()).toMatchObject({
      detail: 'Email already registered',
      errors: { email: ['Email already registered'] },
    });
    const signedIn = await update(app.admin, app.adminAccount, {
      email: 'other@example.com',
      currentOrgRoles: ['Member', 'UserAdmin'],
    });
    expect(signedIn.json().detail).toBe('The e-mail can only be changed until the person first signs in.');
    const self = await update(app.admin, app.adminAccount, { currentOrgRoles: ['Member'] });
    expect(self.json().detail).toBe('You cannot remove your own User Admin role.');
    expect((await update(app.admin, person, { superAdmin: true })).statusCode).toBe(403);
    expect((await account(person.guid))!.superAdmin).toBe(false);
    expect(await roles(app.adminAccount.guid)).toEqual(['Member', 'UserAdmin']);
  });

  it('refuses a Member (403), an outsider (404), a person of another organisation (404) and anonymous callers (401)', async () => {
    const person = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const theirs = await app.t.seedAccount({ roles: { [app.foreign.guid]: ['Member'] } });
    expect((await update(app.memberOnly, person, { loginName: 'X' })).statusCode).toBe(403);
    expect((await update(app.outsider, person, { loginName: 'X' })).statusCode).toBe(404);
    expect((await update(app.admin, theirs, { loginName: 'X' })).statusCode).toBe(404);
    expect((await update(undefined, person, { loginName: 'X' })).statusCode).toBe(401);
    expect((await account(person.guid))!.loginName).toBe(person.name);
    expect((await account(theirs.guid))!.loginName).toBe(theirs.name);
  });
});

describe('PUT {orgGuid}/{userGuid}/DeleteLoginAccountInOrg', () => {
  const remove = (token: string | undefined, userGuid: string, orgGuid = app.org.guid) =>
    app.t.request({
      method: 'PUT',
      url: `/api/LoginAccountManagement/${orgGuid}/${userGuid}/DeleteLoginAccountInOrg`,
      token,
    });

  it('removes the person; a temporary account left in no organisation is deleted', async () => {
    const onlyHere = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const alsoForeign = await app.t.seedAccount({
      roles: { [app.org.guid]: ['Member'], [app.foreign.guid]: ['Member'] },
    });
    const response = await remove(app.admin, onlyHere.guid);
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-store-refresh']).toBe('loginAccounts');
    expect(await account(onlyHere.guid)).toBeUndefined();
    expect((await remove(app.admin, alsoForeign.guid)).statusCode).toBe(204);
    expect(await account(alsoForeign.guid)).toBeDefined();
    expect(await roles(alsoForeign.guid)).toEqual(['Member']);
  });

  it('refuses removing oneself, Members (403), outsiders (404) and anonymous callers (401)', async () => {
    const person = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const theirs = await app.t.seedAccount({ roles: { [app.foreign.guid]: ['Member'] } });
    expect((await remove(app.admin, app.adminAccount.guid)).json().detail).toBe(
      'You cannot remove yourself from the organization.',
    );
    expect((await remove(app.memberOnly, person.guid)).statusCode).toBe(403);
    expect((await remove(app.outsider, person.guid)).statusCode).toBe(404);
    expect((await remove(app.admin, theirs.guid)).statusCode).toBe(404);
    expect((await remove(undefined, person.guid)).statusCode).toBe(401);
    expect(await roles(person.guid)).toEqual(['Member']);
    expect(await roles(theirs.guid)).toEqual(['Member']);
  });
});
