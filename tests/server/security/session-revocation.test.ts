import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../src/server/auth/identity-users.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  beginSignIn,
  formAction,
  renewWithRefreshToken,
  submitAndExchange,
} from '../../support/oidc-login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
}, 120_000);
afterAll(() => t?.close());

async function signInFully(email: string, password: string) {
  const start = await beginSignIn(t.baseUrl!);
  const tokens = await submitAndExchange(start, formAction(start.pageHtml, '/login'), { email, password });
  const renew = () => renewWithRefreshToken(start, tokens.refresh_token!);
  return { tokens, renew };
}

describe('sessions', () => {
  it('issues access tokens that live minutes, not an hour', async () => {
    const person = await t.seedAccount();
    await createIdentityUser(t.database.db, {
      email: person.email,
      name: person.name,
      password: person.password,
      emailVerified: true,
    });
    const { tokens } = await signInFully(person.email, person.password);
    expect(tokens.expires_in).toBeGreaterThan(300);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
  });

  it('ends the renewal of someone whose last membership was removed', async () => {
    const org = await t.seedOrg();
    const other = await t.seedOrg();
    const admin = await t.seedAccount({
      roles: { [org.guid]: ['Member', 'UserAdmin'], [other.guid]: ['Member', 'UserAdmin'] },
    });
    const adminToken = await t.tokenFor(admin);
    const person = await t.seedAccount({ roles: { [org.guid]: ['Member'], [other.guid]: ['Member'] } });
    await createIdentityUser(t.database.db, {
      email: person.email,
      name: person.name,
      password: person.password,
      emailVerified: true,
    });
    const { tokens, renew } = await signInFully(person.email, person.password);
    await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token: tokens.access_token });
    const remove = (orgGuid: string) =>
      t.request({
        method: 'PUT',
        url: `/api/LoginAccountManagement/${orgGuid}/${person.guid}/DeleteLoginAccountInOrg`,
        token: adminToken,
      });
    // Still in another organisation: the session goes on.
    expect((await remove(org.guid)).statusCode).toBe(204);
    const stillRenews = await renew();
    expect(stillRenews.status).toBe(200);
    const next = (await stillRenews.json()) as { refresh_token: string };
    expect(next.refresh_token).toBeTruthy();
    // The last membership goes: every refresh token and sign-in session of the person ends.
    expect((await remove(other.guid)).statusCode).toBe(204);
    const refused = await fetch(new URL('/oidc/token', t.baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: next.refresh_token,
        client_id: 'business-tools-spa',
      }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
  });
});
