import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../src/server/auth/identity-users.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { beginSignIn, formAction, type SignInStart } from '../../support/oidc-login.ts';

// Behind a proxy the source address comes from X-Forwarded-For, so two sources can be told apart here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { TRUST_PROXY: 'true' } });
  await createIdentityUser(t.database.db, {
    email: 'victim@example.test',
    name: 'Vicky Tim',
    password: 'the right password',
    emailVerified: true,
  });
}, 120_000);
afterAll(() => t?.close());

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

async function signInFrom(source: string, start: SignInStart, password: string) {
  const { response } = await start.browser.follow(
    new URL(formAction(start.pageHtml, '/login'), start.pageUrl).href,
    (address) => address.startsWith(start.settings.redirectUri),
    {
      method: 'POST',
      body: new URLSearchParams({ email: 'victim@example.test', password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': source },
    },
  );
  return {
    status: response.status,
    html: response.status < 300 || response.status >= 400 ? await response.text() : '',
  };
}

describe('failed sign-ins', () => {
  it('slow down the source that fails, and never lock the person out from elsewhere', async () => {
    const attacker = await beginSignIn(t.baseUrl!);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await signInFrom('203.0.113.5', attacker, `guess ${i}`)).status);
    // Three tries are free; then the attacker has to wait before each one.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toContain(429);
    const throttled = await signInFrom('203.0.113.5', attacker, 'the right password');
    expect(throttled.status).toBe(429);
    expect(throttled.html).toContain(tooMany);

    const victim = await beginSignIn(t.baseUrl!);
    const signedIn = await signInFrom('198.51.100.7', victim, 'the right password');
    expect(signedIn.status).toBe(303);
  });
});
