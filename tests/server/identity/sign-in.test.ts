import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createIdentityUser } from '../../../src/server/auth/identity-users.ts';
import { oidcPayloads } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { beginSignIn, formAction, submitAndExchange, type SignInStart } from '../../support/oidc-login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  for (const email of ['skinner@example.test', 'frohike@example.test', 'byers@example.test']) {
    await createIdentityUser(t.database.db, {
      email,
      name: email.split('@')[0]!,
      password: 'a long password',
      emailVerified: true,
    });
  }
});
afterAll(() => t?.close());

const countSessions = async () => t.database.db.$count(oidcPayloads, eq(oidcPayloads.model, 'Session'));

async function postForm(start: SignInStart, action: string, fields: Record<string, string>) {
  const { response } = await start.browser.submit(new URL(action, start.pageUrl).href, fields);
  return { status: response.status, html: await response.text() };
}

describe('signing in and out', () => {
  it('refuses a wrong password or an empty form with a clear message and starts no session', async () => {
    const sessions = await countSessions();
    const start = await beginSignIn(t.baseUrl!);
    const action = formAction(start.pageHtml, '/login');
    const wrong = await postForm(start, action, {
      email: 'skinner@example.test',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('The e-mail or password is not correct.');
    expect(wrong.html).toContain('value="skinner@example.test"');
    const unknown = await postForm(start, action, {
      email: 'nobody@example.test',
      password: 'whatever it is',
    });
    expect(unknown.html).toContain('The e-mail or password is not correct.');
    const empty = await postForm(start, action, { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please enter your e-mail and password.');
    expect(await countSessions()).toBe(sessions);

    const tokens = await submitAndExchange(start, action, {
      email: 'Skinner@example.test',
      password: 'a long password',
    });
    expect((await t.app.verifyAccessToken(tokens.access_token)).email).toBe('skinner@example.test');
    expect(await countSessions()).toBe(sessions + 1);
  });

  it('serves the account-selection prompt with the sign-in page and still issues a refresh token', async () => {
    const start = await beginSignIn(t.baseUrl!, undefined, { prompt: 'select_account' });
    expect(start.pageHtml).toContain('<h1>Sign in</h1>');
    const tokens = await submitAndExchange(start, formAction(start.pageHtml, '/login'), {
      email: 'byers@example.test',
      password: 'a long password',
    });
    expect(tokens.refresh_token).toBeTruthy();
    expect((await t.app.verifyAccessToken(tokens.access_token)).name).toBe('byers');
  });

  it('signs a person out at the provider after they confirm, with a page that needs no script', async () => {
    const start = await beginSignIn(t.baseUrl!);
    const tokens = await submitAndExchange(start, formAction(start.pageHtml, '/login'), {
      email: 'frohike@example.test',
      password: 'a long password',
    });
    const sessions = await countSessions();
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${t.baseUrl}/landing`,
    });
    const logout = await start.browser.fetch(`${t.baseUrl}/oidc/session/end?${query}`);
    expect(logout.status).toBe(200);
    const page = await logout.text();
    expect(page).toContain('Do you want to sign out of Business Tools?');
    expect(page).not.toMatch(/<script/i);

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const { url } = await start.browser.submit(
      formAction(page, '/session/end/confirm'),
      { xsrf, logout: 'yes' },
      (address) => address.startsWith(`${t.baseUrl}/landing`),
    );
    expect(url).toBe(`${t.baseUrl}/landing`);
    expect(await countSessions()).toBe(sessions - 1);
  });
});
