import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createIdentityUser } from '../../../src/server/auth/identity-users.ts';
import { identityUsers, mailOutbox, passwordResets } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { formAction, signIn } from '../../support/oidc-login.ts';
import { Browser } from '../../support/test-browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  await createIdentityUser(t.database.db, {
    email: 'reyes@example.test',
    name: 'Monica Reyes',
    password: 'the old password',
    emailVerified: false,
  });
});
afterAll(() => t?.close());

const answer = 'If an account exists for that e-mail, we sent a link to reset the password.';

/** Opens the forgot-password page in a browser and asks for a link for the e-mail. */
async function askForLink(browser: Browser, email: string) {
  const page = await browser.fetch(`${t.baseUrl}/oidc/forgot`);
  const html = await page.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const { response } = await browser.submit(new URL(formAction(html, '/forgot'), t.baseUrl).href, {
    email,
    csrf,
  });
  return { status: response.status, html: await response.text() };
}

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));

async function choosePassword(browser: Browser, link: string, password: string, confirm = password) {
  const page = await browser.fetch(link);
  const html = await page.text();
  if (page.status !== 200) return { status: page.status, html };
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const { response } = await browser.submit(
    new URL(formAction(html, link.slice(link.indexOf('/oidc/reset/'))), t.baseUrl).href,
    { password, confirm, csrf },
  );
  return { status: response.status, html: await response.text() };
}

describe('forgotten password', () => {
  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const result = await askForLink(new Browser(), 'nobody@example.test');
    expect(result.status).toBe(200);
    expect(result.html).toContain(answer);
    expect(await mailsTo('nobody@example.test')).toHaveLength(0);
  });

  it('refuses a form without its anti-forgery token and mails nothing', async () => {
    const response = await fetch(`${t.baseUrl}/oidc/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'reyes@example.test' }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await mailsTo('reyes@example.test')).toHaveLength(0);
  });

  it('mails a one-time link that sets a new password once, verifies the e-mail, and lets the person sign in', async () => {
    const browser = new Browser();
    const result = await askForLink(browser, ' Reyes@Example.test ');
    expect(result.html).toContain(answer);
    const [mail] = await mailsTo('reyes@example.test');
    const link = new RegExp(`${t.baseUrl}/oidc/reset/[A-Za-z0-9_-]+`).exec(mail!.text)![0];
    const token = link.split('/').pop()!;
    // Only a hash is stored: the token itself appears nowhere in the database.
    const stored = await t.database.db.select().from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);

    const short = await choosePassword(browser, link, 'short');
    expect(short.html).toContain('The password must have at least 8 characters.');
    const mismatch = await choosePassword(browser, link, 'a new password', 'another one');
    expect(mismatch.html).toContain('Passwords do not match.');
    const done = await choosePassword(browser, link, 'the new password');
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password has been changed.');

    const again = await choosePassword(browser, link, 'yet another password');
    expect(again.status).toBe(410);
    expect(again.html).toContain('This reset link has expired or was already used.');

    const [user] = await t.database.db
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.email, 'reyes@example.test'));
    expect(user!.emailVerified).toBe(true);
    const tokens = await signIn(t.baseUrl!, 'reyes@example.test', 'the new password');
    expect(await t.app.verifyAccessToken(tokens.access_token)).toMatchObject({
      email: 'reyes@example.test',
      emailVerified: true,
      name: 'Monica Reyes',
    });
    await expect(signIn(t.baseUrl!, 'reyes@example.test', 'the old password')).rejects.toThrow(
      /did not return to the app/,
    );
  });

  it('refuses an expired link', async () => {
    const browser = new Browser();
    await askForLink(browser, 'reyes@example.test');
    const [mail] = await mailsTo('reyes@example.test');
    const link = new RegExp(`${t.baseUrl}/oidc/reset/[A-Za-z0-9_-]+`).exec(mail!.text)![0];
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const result = await choosePassword(browser, link, 'never used password');
    expect(result.status).toBe(410);
    expect(result.html).toContain('This reset link has expired or was already used.');
  });
});
