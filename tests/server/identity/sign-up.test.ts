import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createIdentityUser } from '../../../src/server/auth/identity-users.ts';
import { identityUsers, mailOutbox } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  beginSignIn,
  formAction,
  renewWithRefreshToken,
  submitAndExchange,
  type SignInStart,
} from '../../support/oidc-login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t?.close());

const countUsers = async () => t.database.db.$count(identityUsers);

/** Starts a sign-in and follows the page's 'Create an account' link. */
async function openSignUp(): Promise<SignInStart & { action: string }> {
  const start = await beginSignIn(t.baseUrl!);
  const link = /href="([^"]+\/signup)"/.exec(start.pageHtml)![1]!;
  const response = await start.browser.fetch(new URL(link, start.pageUrl).href);
  expect(response.status).toBe(200);
  return { ...start, action: formAction(await response.text(), '/signup') };
}

async function postForm(start: SignInStart, action: string, fields: Record<string, string>) {
  const { response } = await start.browser.submit(new URL(action, start.pageUrl).href, fields);
  return { status: response.status, html: await response.text() };
}

describe('the sign-in settings', () => {
  it('tell the app where and how to sign in at the embedded provider', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authority: `${t.baseUrl}/oidc`,
      clientId: 'business-tools-spa',
      scope: 'openid profile email offline_access api',
      redirectUri: `${t.baseUrl}/landing`,
      postLogoutRedirectUri: `${t.baseUrl}/landing`,
      extraQueryParams: { resource: `${t.baseUrl}/api` },
      passwordResetUrl: `${t.baseUrl}/oidc/forgot`,
    });
  });
});

describe('signing up', () => {
  it('creates the account, signs the person in with a JWT for the API, and verifies the e-mail by link', async () => {
    const start = await openSignUp();
    const tokens = await submitAndExchange(start, start.action, {
      name: 'Dana Scully',
      email: 'Dana@Example.test',
      password: 'trust no one',
      confirm: 'trust no one',
    });
    const claims = await t.app.verifyAccessToken(tokens.access_token);
    const [user] = await t.database.db
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.email, 'dana@example.test'));
    expect(claims).toEqual({
      subject: `${t.baseUrl}/oidc|${user!.id}`,
      email: 'dana@example.test',
      emailVerified: false,
      name: 'Dana Scully',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(tokens.refresh_token).toBeTruthy();

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'dana@example.test'))
      .orderBy(desc(mailOutbox.createdAt));
    const link = /http\S+\/oidc\/verify\/\S+/.exec(mail!.text)![0];
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your e-mail address is confirmed');

    // Silent renewal: the refresh token brings a new access token, which now says the e-mail is verified.
    const renewed = await renewWithRefreshToken(start, tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const renewedClaims = await t.app.verifyAccessToken(
      ((await renewed.json()) as { access_token: string }).access_token,
    );
    expect(renewedClaims.emailVerified).toBe(true);
  });

  it('refuses a second account for the same e-mail and writes nothing', async () => {
    await createIdentityUser(t.database.db, {
      email: 'mulder@example.test',
      name: 'Fox',
      password: 'i want to believe',
      emailVerified: true,
    });
    const before = await countUsers();
    const start = await openSignUp();
    const answer = await postForm(start, start.action, {
      name: 'Fox',
      email: 'MULDER@example.test',
      password: 'i want to believe',
      confirm: 'i want to believe',
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('An account with this e-mail already exists.');
    expect(await countUsers()).toBe(before);
  });

  it('explains every bad sign-up input, escapes what was typed, and writes nothing', async () => {
    const before = await countUsers();
    const start = await openSignUp();
    const cases: [Record<string, string>, string][] = [
      [
        { name: '', email: 'a@example.test', password: 'long enough', confirm: 'long enough' },
        'Please enter your name.',
      ],
      [
        { name: 'A', email: 'not-an-email', password: 'long enough', confirm: 'long enough' },
        'Please enter a valid e-mail address.',
      ],
      [
        { name: '<b>Bold</b>', email: 'a@example.test', password: 'short', confirm: 'short' },
        'The password must have at least 8 characters.',
      ],
      [
        { name: 'A', email: 'a@example.test', password: 'long enough', confirm: 'different' },
        'Passwords do not match.',
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await postForm(start, start.action, fields);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(message);
      expect(answer.html).not.toContain('<b>Bold</b>');
    }
    expect((await postForm(start, start.action, cases[2]![0])).html).toContain(
      'value="&lt;b&gt;Bold&lt;/b&gt;"',
    );
    expect(await countUsers()).toBe(before);
  });
});
