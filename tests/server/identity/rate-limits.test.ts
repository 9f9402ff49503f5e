import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../src/server/auth/identity-users.ts';
import { identityUsers } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { beginSignIn, formAction, type SignInStart } from '../../support/oidc-login.ts';

// Each test gets an app of its own: the limits count per app, and no test may lean on another's attempts.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ listen: true });
  await createIdentityUser(t.database.db, {
    email: 'spender@example.test',
    name: 'Jeffrey Spender',
    password: 'the right password',
    emailVerified: true,
  });
});
afterEach(() => t?.close());

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

async function post(start: SignInStart, path: string, fields: Record<string, string>) {
  const { response } = await start.browser.submit(
    new URL(formAction(start.pageHtml, path), start.pageUrl).href,
    fields,
  );
  return { status: response.status, html: await response.text() };
}

describe('rate limits on credential forms', () => {
  it('makes one address wait after 3 failed sign-ins for an e-mail, even with the right password', async () => {
    const start = await beginSignIn(t.baseUrl!);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(start, '/login', { email: 'spender@example.test', password: `guess ${i}` })).status,
      ).toBe(401);
    }
    const blocked = await post(start, '/login', {
      email: 'spender@example.test',
      password: 'the right password',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain(tooMany);
  });

  it('blocks an address after 10 failed sign-ins in a minute, whatever the e-mails', async () => {
    const start = await beginSignIn(t.baseUrl!);
    // A different e-mail each time, so only the limit per address applies.
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(start, '/login', { email: `someone-${i}@example.test`, password: 'a guess' })).status,
      ).toBe(401);
    }
    const blocked = await post(start, '/login', { email: 'fresh@example.test', password: 'a guess' });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain(tooMany);
  });

  it('answers sign-up posts beyond 10 a minute with 429 and a page, writing nothing', async () => {
    const before = await t.database.db.$count(identityUsers);
    const start = await beginSignIn(t.baseUrl!);
    const page = await start.browser.fetch(
      new URL(formAction(start.pageHtml, '/login').replace(/\/login$/, '/signup'), start.pageUrl).href,
    );
    const signUp = { ...start, pageHtml: await page.text() };
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 11; i++) {
      const answer = await post(signUp, '/signup', {
        name: 'Flood',
        email: `flood-${i}@example.test`,
        password: 'short',
        confirm: 'short',
      });
      statuses.push(answer.status);
      last = answer.html;
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(last).toContain(tooMany);
    expect(await t.database.db.$count(identityUsers)).toBe(before);
  });
});
