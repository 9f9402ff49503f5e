import { expect, test } from '@playwright/test';
import { accessToken } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// Demo people nobody else's tests change (the foundation tests reset member@'s password).

test('a shortcode link holding HTML or a slash says the shortcode was not found', async ({ page }) => {
  const member = demoCredential('setupbasic@');
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
  const member = demoCredential('setupbasic@');
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

test('a person of one organization joins another only by accepting its invitation', async ({
  browser,
  page,
}) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = demoCredential('admin@');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/main-dashboard$/);
  const headers = { Authorization: `Bearer ${await accessToken(adminPage)}` };
  const code = `I${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const orgName = `Invited Clinic ${code}`;
  const created = await adminPage.request.post('/api/Org/CreateOrg', {
    headers,
    data: { guid: '00000000-0000-0000-0000-000000000000', code, name: orgName },
  });
  expect(created.ok()).toBe(true);
  const org = (await created.json()) as { guid: string };
  expect((await adminPage.request.post(`/api/Org/${org.guid}/JoinOrg`, { headers })).ok()).toBe(true);
  const member = demoCredential('setupitems@');
  const invited = await adminPage.request.post('/api/LoginAccountManagement/CreateLoginAccount', {
    headers,
    data: {
      orgGuid: org.guid,
      loginName: 'Renamed By Them',
      email: member.email,
      currentOrgRoles: ['Member'],
    },
  });
  expect(invited.status()).toBe(202);
  await adminContext.close();

  await signIn(page, member.email, member.password);
  const banner = page.getByRole('region', { name: 'Invitations' });
  await expect(banner.getByText(`${orgName} invited you to join as Member.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/invitation.png' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`You joined ${orgName}.`)).toBeVisible();
  await expect(banner).toHaveCount(0);
  const info = (await (
    await page.request.get('/api/UserSession/GetMyUserInfo', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    })
  ).json()) as { orgDict: Record<string, { name: string; roles: string[] }>; loginName: string };
  expect(info.orgDict[org.guid]?.roles).toEqual(['Member']);
  expect(info.loginName).not.toBe('Renamed By Them');
});
