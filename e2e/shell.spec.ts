import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, forgetKeptCaches } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function signInAs(page: Page, who: string) {
  const { email, password } = demoCredential(who);
  await signIn(page, email, password);
  // Back from the sign-in service once the answer in the fragment is completed.
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/oidc') && url.hash === '');
  await expect(page.getByRole('banner').getByRole('button', { name: /user menu/i })).toBeVisible();
}

test('clicking through the side menu quickly never trips the loop breaker', async ({ page }) => {
  await signInAs(page, 'admin@');
  await expect(page).toHaveURL(/\/main-dashboard$/);
  const pages: Array<[label: string, path: RegExp]> = [
    ['Organizations', /\/organizations$/],
    ['Security Groups', /\/groups$/],
    ['Members', /\/members$/],
    ['Guests', /\/guests$/],
    ['Mail Outbox', /\/mail-outbox$/],
    ['Raw Forms', /\/tech-forms$/],
    ['Summaries', /\/main-dashboard$/],
  ];
  // Fourteen pages one after the other, each as soon as the last one is there: twice the loop breaker's limit.
  for (const [label, path] of [...pages, ...pages]) {
    await menu(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
  }
  await expect(page.getByText('Item Status')).toBeVisible();
  await expect(page).toHaveURL(/\/main-dashboard$/);
});

test('when guard redirects go round in circles the landing page says why it stopped there', async ({
  page,
}) => {
  await signInAs(page, 'guest@');
  // The logo leads home, which the guards send on to the dashboard and, for a Guest, on to the landing page.
  const logo = page.getByRole('banner').getByRole('link').first();
  for (let click = 0; click < 6; click += 1) {
    await logo.click();
    await expect(page).toHaveURL(/\/landing$/);
  }
  await expect(page.getByRole('alert')).toContainText('redirected you more than 10 times within 10 seconds');
});

/** Answers calls matching `url` with a 500 and `title` until `end()`. */
async function failWith500(page: Page, url: string, title: string) {
  let failing = true;
  await page.route(url, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ title, status: 500 }),
        })
      : route.fallback(),
  );
  return { end: () => (failing = false) };
}

async function openUserMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /user menu/i })
    .click();
  return page.getByRole('dialog', { name: /user menu/i });
}

test('Refresh Settings keeps the starting organisation chosen in Preferences', async ({ page }) => {
  await signInAs(page, 'admin@');
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const code = `R${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const name = `Riverside ${code}`;
  const created = await page.request.post('/api/Org/CreateOrg', {
    headers,
    data: { guid: '00000000-0000-0000-0000-000000000000', code, name },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // The super admin joins it from the list, which also says so.
  await menu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Make me User Admin' })
    .click();
  await expect(page.getByText(`You are now User Admin of ${name}.`)).toBeVisible();

  await (await openUserMenu(page)).getByRole('button', { name: 'Preferences' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site Preferences' });
  await drawer.getByRole('option', { name }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);

  await (await openUserMenu(page)).getByRole('button', { name: 'Refresh Settings' }).click();
  await expect(page.getByText('Settings refreshed')).toBeVisible();
  await (await openUserMenu(page)).getByRole('button', { name: 'Preferences' }).click();
  await expect(drawer.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true');
});

test('a page opened by link before signing in is where the person arrives once signed in', async ({
  page,
}) => {
  const { email, password } = demoCredential('useradmin@');
  await page.goto('/groups');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'Security Groups' })).toBeVisible();
});

test('a linked page the roles refuse sends the person to their home page after signing in', async ({
  page,
}) => {
  const { email, password } = demoCredential('viewsetup@');
  await page.goto('/tech-forms');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/main-dashboard$/);
});

test('a list whose load fails says so with Retry instead of looking empty', async ({ page }) => {
  await signInAs(page, 'useradmin@');
  const outage = await failWith500(page, '**/GetOrgGroupsInfo', 'Internal Server Error');
  await menu(page).getByRole('link', { name: 'Security Groups' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Security groups could not be loaded.');
  await expect(main.getByText('No security groups')).toHaveCount(0);
  outage.end();
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('row').filter({ hasText: 'Managers' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('a refused sign-in token shows one toast and an error state on the guests list', async ({ page }) => {
  await signInAs(page, 'useradmin@');
  await page.route('**/GetLoginAccounts', (route) =>
    route.fallback({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-token' } }),
  );
  await menu(page).getByRole('link', { name: 'Guests' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Guests could not be loaded.');
  await expect(main.getByText('No guests')).toHaveCount(0);
  await expect(page.getByText('You must be logged in to access this resource.')).toHaveCount(1);
});

test('a missing form definition is toasted once', async ({ page }) => {
  await signInAs(page, 'admin@');
  await page.goto('/forms/00000000-0000-4000-8000-00000000abcd/responses');
  await expect(page.getByText('Form definition not found.').first()).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Form definition not found.' }),
  ).toHaveCount(1);
});

test('while sign-in and user info load the page says so, and lists show skeleton rows, never an empty table', async ({
  page,
}) => {
  await signInAs(page, 'useradmin@');
  let releaseInfo: () => void = () => undefined;
  const infoHeld = new Promise<void>((resolve) => (releaseInfo = resolve));
  await page.route('**/GetMyUserInfo*', async (route) => {
    await infoHeld;
    await route.fallback();
  });
  await forgetKeptCaches(page);
  await page.goto('/members');
  await expect(page.getByText('Checking your account...')).toBeVisible();
  let releaseList: () => void = () => undefined;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/GetLoginAccounts', async (route) => {
    await listHeld;
    await route.fallback();
  });
  releaseInfo();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(main.getByTestId('skeleton-row').first()).toBeVisible();
  await expect(main.getByText('No members')).toHaveCount(0);
  releaseList();
  await expect(main.getByRole('row').filter({ hasText: 'Morgan Member' })).toBeVisible();
  await expect(main.getByTestId('skeleton-row')).toHaveCount(0);
});

test('a Guest without a workflow home page is told who they are, where, and how to get access', async ({
  page,
}) => {
  await signInAs(page, 'guest@');
  const main = page.getByRole('main');
  await expect(main).toContainText('Gale Guest');
  await expect(main).toContainText('Demo Health Services');
  await expect(main).toContainText('Guest');
  await expect(main).toContainText('ask an administrator of Demo Health Services');
});

test('closing a drawer with Escape puts the focus back on the button that opened it', async ({ page }) => {
  await signInAs(page, 'useradmin@');
  await menu(page).getByRole('link', { name: 'Members' }).click();
  const opener = page.getByRole('button', { name: 'New Member' });
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'New Member' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  await (await openUserMenu(page)).getByRole('button', { name: 'Preferences' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site Preferences' });
  await expect(drawer).toBeVisible();
  // A read-only field neither takes the first focus nor has its text selected.
  await expect(drawer.getByLabel('Name')).not.toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /user menu/i })).toBeFocused();
});

test('the top bar names its controls by what they show', async ({ page }) => {
  await signInAs(page, 'useradmin@');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Demo Health Services/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: /Uma Useradmin/ })).toBeVisible();
  await banner.getByRole('button', { name: /Uma Useradmin/ }).click();
  await expect(page.getByRole('dialog', { name: /user menu/i })).toBeVisible();
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`a toast covers no primary action and never blocks a click at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'useradmin@');
    // A failed load leaves a persistent error toast on screen while the person goes on working.
    const outage = await failWith500(page, '**/GetLoginAccounts', 'Server on fire');
    await page.goto('/members');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Server on fire' });
    await expect(toast).toBeVisible();
    outage.end();
    const create = page.getByRole('button', { name: 'New Member' });
    await toast.hover();
    expect(overlaps(await box(toast), await box(create)), 'toast over New Member').toBe(false);
    await create.click({ timeout: 2_000 });

    const drawer = page.getByRole('dialog', { name: 'New Member' });
    await expect(drawer).toBeVisible();
    for (const action of [
      drawer.getByRole('button', { name: 'Save' }),
      drawer.getByRole('button', { name: 'Close' }).first(),
    ])
      expect(overlaps(await box(toast), await box(action)), 'toast over a drawer button').toBe(false);
    await drawer.getByRole('button', { name: 'Close' }).first().click({ timeout: 2_000 });
    await expect(drawer).toHaveCount(0);
    await expect(toast).toBeVisible();
  });
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the organisations table fits at 1440 px: every column reachable, long roles end in an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin@');
  await menu(page).getByRole('link', { name: 'Organizations' }).click();
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const fit = await table.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const headers = [...element.querySelectorAll('[role="columnheader"]')].map((header) => ({
      text: header.textContent ?? '',
      right: header.getBoundingClientRect().right,
    }));
    return {
      right: box.right,
      viewport: window.innerWidth,
      scrollable: element.scrollWidth > element.clientWidth,
      hiddenHeaders: headers.filter((header) => header.right > box.right + 1).map((header) => header.text),
    };
  });
  expect(fit.right).toBeLessThanOrEqual(fit.viewport);
  // A column past the edge is fine only when the table scrolls sideways to it.
  if (fit.hiddenHeaders.length > 0) expect(fit.scrollable, fit.hiddenHeaders.join(', ')).toBe(true);
  const roles = table.getByTestId('my-roles').first();
  await expect(roles).toHaveCSS('text-overflow', 'ellipsis');
});

test('the Preferences drawer lays its fields over its whole width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin@');
  await (await openUserMenu(page)).getByRole('button', { name: 'Preferences' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site Preferences' });
  const drawerBox = await drawer.boundingBox();
  const fieldBox = await drawer.getByLabel('Email').boundingBox();
  expect(drawerBox && fieldBox).toBeTruthy();
  if (drawerBox && fieldBox) expect(fieldBox.width).toBeGreaterThan(drawerBox.width * 0.85);
});

test('the browser tab names the screen', async ({ page }) => {
  await signInAs(page, 'admin@');
  await expect(page).toHaveTitle(/^Summaries/);
  for (const [label, title] of [
    ['Organizations', /^Organizations/],
    ['Members', /^Members/],
    ['Mail Outbox', /^Mail Outbox/],
  ] as const) {
    await menu(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveTitle(title);
  }
});

test('links in the Mail Outbox can be followed', async ({ page, browser }) => {
  // A password reset request writes a mail with a link.
  const other = await browser.newPage();
  await other.goto('/landing');
  await other.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await other.getByLabel('E-mail').fill(demoCredential('member@').email);
  await other
    .getByRole('button', { name: /send|reset/i })
    .first()
    .click();
  await other.close();

  await signInAs(page, 'admin@');
  await menu(page).getByRole('link', { name: 'Mail Outbox' }).click();
  const mail = page.getByTestId('outbox-message').first();
  await expect(mail.getByRole('link', { name: /^https?:\/\// }).first()).toBeVisible();
});

test('Remove Roles closes at once after Apply, and Refresh Settings says what it did', async ({ page }) => {
  await signInAs(page, 'admin@');
  await (await openUserMenu(page)).getByRole('button', { name: 'Remove Roles or Groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Roles or Groups' });
  // User Admin: held in every organisation the super admin may be in at this point.
  await dialog.getByLabel('User Admin').check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByText('Roles and groups removed successfully. Reloading page...')).toBeVisible();

  await page.waitForEvent('load');
  await (await openUserMenu(page)).getByRole('button', { name: 'Refresh Settings' }).click();
  await expect(page.getByText('Settings refreshed')).toBeVisible();
  await expect(page.getByText('Settings refreshed')).toHaveCount(0);

  // The landing page's Refresh My Settings says so too.
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Refresh My Settings' }).click();
  await expect(page.getByText('Settings refreshed')).toBeVisible();
});

test('the sign-in pages look like the app', async ({ page }) => {
  await page.goto('/landing');
  const appButton = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  const appLook = await appButton.evaluate((element) => ({
    button: getComputedStyle(element).backgroundColor,
    font: getComputedStyle(document.body).fontFamily,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  await appButton.click();
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeVisible();
  const signInLook = await submit.evaluate((element) => ({
    button: getComputedStyle(element).backgroundColor,
    font: getComputedStyle(document.body).fontFamily,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(signInLook).toEqual(appLook);
});

test('on a phone the side menu opens from the Menu button and closes on the way to the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'useradmin@');
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await menu(page).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(menu(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Members' })).toBeVisible();
});

test('before the app has loaded on a slow network the page already says it is checking the account', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/landing', { waitUntil: 'commit' });
  await expect(page.getByText('Checking your account...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Welcome to the business tools' })).toBeVisible();
});
