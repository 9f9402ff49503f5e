import { expect, test } from '@playwright/test';
import { demoCredential, signIn } from './support/sign-in.ts';

test('a shortcode link holding HTML or a slash says the shortcode was not found', async ({ page }) => {
  const member = demoCredential('member@');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);
  for (const code of ['<b>x</b>', 'a%2Fb', 'a/b']) {
    await page.goto(`/start/${code}`);
    const shown = decodeURIComponent(code);
    await expect(page.getByText(`Shortcode "${shown}" was not found.`)).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/main-dashboard$/);
    for (const close of await page.getByRole('button', { name: /close/i }).all()) await close.click();
  }
});

test('tokens stay out of localStorage, and a new tab is handed the session by an open one', async ({
  page,
}) => {
  const member = demoCredential('member@');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key.startsWith('oidc.user')),
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user')),
  }));
  expect(stored.local).toEqual([]);
  expect(stored.session).toHaveLength(1);

  const second = await page.context().newPage();
  await second.goto('/main-dashboard');
  await expect(second.getByRole('heading', { name: 'Item Status' })).toBeVisible();
  await expect(second).toHaveURL(/\/main-dashboard$/);
  // The new tab got no refresh token: renewals stay with the tab that signed in.
  const handedOver = await second.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { refresh_token?: string }) : null;
  });
  expect(handedOver).not.toBeNull();
  expect(handedOver!.refresh_token ?? null).toBeNull();
});
