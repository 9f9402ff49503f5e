import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAccountOrgRoles, loginAccounts } from '../../../src/server/db/tables/organisations.ts';
import { useAdminApp } from '../admin/admin-helpers.ts';

// Org A ('Home Org') and org B ('Foreign Org'): B's User Admin (the outsider) must not reach A's people,
// their e-mail, name or flag, nor learn which other organisations they belong to.
const app = useAdminApp('Home Org');
let superAdmin: string;
beforeAll(async () => {
  superAdmin = await app.t.tokenFor(
    await app.t.seedAccount({ superAdmin: true, roles: { [app.foreign.guid]: ['Member', 'UserAdmin'] } }),
  );
});

const db = () => app.t.database.db;
const accountOf = async (guid: string) =>
  (await db().select().from(loginAccounts).where(eq(loginAccounts.guid, guid)))[0]!;
const rolesOf = async (guid: string) =>
  (await db().select().from(loginAccountOrgRoles).where(eq(loginAccountOrgRoles.loginAccountGuid, guid)))
    .map((row) => `${row.orgGuid}:${row.role}`)
    .sort();

const createIn = (token: string, orgGuid: string, payload: Record<string, unknown>) =>
  app.t.request({
    method: 'POST',
    url: '/api/LoginAccountManagement/CreateLoginAccount',
    token,
    payload: { orgGuid, currentOrgRoles: ['Member'], loginName: 'Someone', ...payload },
  });
const updateIn = (token: string, orgGuid: string, payload: Record<string, unknown>) =>
  app.t.request({
    method: 'PUT',
    url: `/api/LoginAccountManagement/${orgGuid}/UpdateLoginAccountInOrg`,
    token,
    payload,
  });

describe("another organisation's administrator", () => {
  it("cannot take over org A's temporary super admin by adding the e-mail and changing it", async () => {
    const target = await app.t.seedAccount({
      name: 'Temp Admin',
      roles: { [app.org.guid]: ['Member', 'UserAdmin'] },
      superAdmin: true,
    });
    const added = await createIn(app.outsider, app.foreign.guid, { email: target.email, loginName: 'X' });
    expect(added.statusCode).toBe(202);
    const body = added.body;
    expect(body).not.toContain(app.org.guid);
    expect(body).not.toContain('Home Org');
    expect(body).not.toContain('"superAdmin":true');
    expect(body).not.toContain(target.guid);
    // Not a member of B until the person accepts: B has nothing of the account to edit.
    expect(await rolesOf(target.guid)).toEqual(
      [`${app.org.guid}:Member`, `${app.org.guid}:UserAdmin`].sort(),
    );
    const takeover = await updateIn(app.outsider, app.foreign.guid, {
      userGuid: target.guid,
      loginName: 'Temp Admin',
      email: `attacker-${crypto.randomUUID()}@evil.example`,
      currentOrgRoles: ['Member'],
    });
    expect(takeover.statusCode).toBe(404);
    expect((await accountOf(target.guid)).email).toBe(target.email);
  });

  it('refuses to change the e-mail or name of a temporary account another organisation also holds', async () => {
    const shared = await app.t.seedAccount({
      name: 'Shared Person',
      roles: { [app.org.guid]: ['Member', 'UserAdmin'], [app.foreign.guid]: ['Member'] },
    });
    const email = await updateIn(app.outsider, app.foreign.guid, {
      userGuid: shared.guid,
      loginName: 'Shared Person',
      email: `attacker-${crypto.randomUUID()}@evil.example`,
      currentOrgRoles: ['Member'],
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toEqual([
      'The e-mail cannot be changed here: the person also belongs to another organization or is a super admin.',
    ]);
    const name = await updateIn(app.outsider, app.foreign.guid, {
      userGuid: shared.guid,
      loginName: 'Renamed By B',
      email: shared.email,
      currentOrgRoles: ['Member'],
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors.loginName).toEqual([
      'The name cannot be changed here: the person also belongs to another organization or is a super admin.',
    ]);
    const account = await accountOf(shared.guid);
    expect([account.email, account.loginName]).toEqual([shared.email, 'Shared Person']);
    // What is B's own stays B's to change: the roles there.
    const roles = await updateIn(app.outsider, app.foreign.guid, {
      userGuid: shared.guid,
      loginName: 'Shared Person',
      email: shared.email,
      currentOrgRoles: ['Guest'],
    });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().currentOrgRoles).toEqual(['Guest']);
  });

  it('refuses to change the e-mail of a temporary account that holds the super admin flag', async () => {
    const flagged = await app.t.seedAccount({ roles: { [app.foreign.guid]: ['Member'] }, superAdmin: true });
    const response = await updateIn(app.outsider, app.foreign.guid, {
      userGuid: flagged.guid,
      loginName: flagged.name,
      email: `attacker-${crypto.randomUUID()}@evil.example`,
      currentOrgRoles: ['Member'],
    });
    expect(response.statusCode).toBe(400);
    expect((await accountOf(flagged.guid)).email).toBe(flagged.email);
  });

  it("sees only its own organisation among a shared person's organisations", async () => {
    const shared = await app.t.seedAccount({
      name: 'Listed Person',
      roles: { [app.org.guid]: ['Member'], [app.foreign.guid]: ['Member'] },
    });
    const list = await app.t.request({
      method: 'GET',
      url: `/api/LoginAccountManagement/${app.foreign.guid}/Member/GetLoginAccounts`,
      token: app.outsider,
    });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { userGuid: string; orgGuids: string[]; userOrgNames: string[] }[]).find(
      (account) => account.userGuid === shared.guid,
    )!;
    expect(listed.orgGuids).toEqual([app.foreign.guid]);
    expect(listed.userOrgNames).toEqual(['Foreign Org']);
    expect(list.body).not.toContain(app.org.guid);
    expect(list.body).not.toContain('Home Org');
    // A super admin's user editor shows the whole site.
    const asSuperAdmin = await app.t.request({
      method: 'GET',
      url: `/api/LoginAccountManagement/${app.foreign.guid}/Member/GetLoginAccounts`,
      token: superAdmin,
    });
    const seen = (asSuperAdmin.json() as { userGuid: string; userOrgNames: string[] }[]).find(
      (account) => account.userGuid === shared.guid,
    )!;
    expect(seen.userOrgNames.sort()).toEqual(['Foreign Org', 'Home Org']);
  });
});

describe('invitations', () => {
  it('adds a person of another organisation only when they accept', async () => {
    const person = await app.t.seedAccount({ name: 'Invited Person', roles: { [app.org.guid]: ['Member'] } });
    const token = await app.t.tokenFor(person);
    const invited = await createIn(app.outsider, app.foreign.guid, {
      email: person.email.toUpperCase(),
      currentOrgRoles: ['ViewSetup'],
    });
    expect(invited.statusCode).toBe(202);
    expect(invited.json()).toMatchObject({
      orgGuid: app.foreign.guid,
      orgName: 'Foreign Org',
      email: person.email,
      currentOrgRoles: ['Member', 'ViewSetup', 'UserAdmin'],
    });
    expect(await rolesOf(person.guid)).toEqual([`${app.org.guid}:Member`]);

    const mine = await app.t.request({ method: 'GET', url: '/api/UserSession/GetMyInvitations', token });
    expect(mine.statusCode).toBe(200);
    const [invitation] = mine.json() as { guid: string; orgName: string }[];
    expect(invitation).toMatchObject({
      orgName: 'Foreign Org',
      currentOrgRoles: ['Member', 'ViewSetup', 'UserAdmin'],
    });

    // Nobody else accepts it for them.
    const stranger = await app.t.tokenFor(await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } }));
    const stolen = await app.t.request({
      method: 'POST',
      url: `/api/UserSession/${invitation!.guid}/AcceptInvitation`,
      token: stranger,
    });
    expect(stolen.statusCode).toBe(404);

    const accepted = await app.t.request({
      method: 'POST',
      url: `/api/UserSession/${invitation!.guid}/AcceptInvitation`,
      token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['x-store-refresh']).toContain('userInfo');
    expect(accepted.json().orgDict[app.foreign.guid].roles).toEqual(['Member', 'ViewSetup', 'UserAdmin']);
    const after = await app.t.request({ method: 'GET', url: '/api/UserSession/GetMyInvitations', token });
    expect(after.json()).toEqual([]);
    // The person keeps their own name: B's administrator typed 'Someone'.
    expect((await accountOf(person.guid)).loginName).toBe('Invited Person');
  });

  it('lets the person decline, and voids an invitation whose address changed', async () => {
    const person = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    const token = await app.t.tokenFor(person);
    await createIn(app.outsider, app.foreign.guid, { email: person.email });
    const [invitation] = (
      await app.t.request({ method: 'GET', url: '/api/UserSession/GetMyInvitations', token })
    ).json() as { guid: string }[];
    const declined = await app.t.request({
      method: 'DELETE',
      url: `/api/UserSession/${invitation!.guid}/DeclineInvitation`,
      token,
    });
    expect(declined.statusCode).toBe(204);
    expect(await rolesOf(person.guid)).toEqual([`${app.org.guid}:Member`]);

    // A temporary account of A invited by B, then given another address by A: the invitation does not follow.
    const temporary = await app.t.seedAccount({ roles: { [app.org.guid]: ['Member'] } });
    expect((await createIn(app.outsider, app.foreign.guid, { email: temporary.email })).statusCode).toBe(202);
    const moved = await updateIn(app.admin, app.org.guid, {
      userGuid: temporary.guid,
      loginName: temporary.name,
      email: 'moved@test.example',
      currentOrgRoles: ['Member'],
    });
    expect(moved.statusCode).toBe(200);
    const movedToken = await app.t.tokenFor({
      email: 'moved@test.example',
      name: 'Moved',
      password: 'pw-moved-123',
    });
    const left = await app.t.request({
      method: 'GET',
      url: '/api/UserSession/GetMyInvitations',
      token: movedToken,
    });
    expect(left.json()).toEqual([]);
  });

  it('adds a signed-up person who belongs to no organisation straight away', async () => {
    const lonely = await app.t.seedAccount({ name: 'Lonely Person' });
    await app.t.request({
      method: 'GET',
      url: '/api/UserSession/GetMyUserInfo',
      token: await app.t.tokenFor(lonely),
    });
    const added = await createIn(app.outsider, app.foreign.guid, { email: lonely.email });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ userGuid: lonely.guid, loginName: 'Lonely Person' });
  });

  it('invites a super admin who belongs to no organisation rather than adding them', async () => {
    const flagged = await app.t.seedAccount({ superAdmin: true });
    const added = await createIn(app.outsider, app.foreign.guid, { email: flagged.email });
    expect(added.statusCode).toBe(202);
    expect(await rolesOf(flagged.guid)).toEqual([]);
  });
});
