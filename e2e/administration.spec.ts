import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoCredential, signIn, uniqueEmail } from './support/sign-in.ts';
import { tinyPng } from './support/files.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openUserPopover(page: Page) {
  await page.getByRole('banner').getByRole('button').last().click();
}

/** Reads the newest outbox mail to an address, as the super admin sees it, and returns its first link. */
async function linkFromOutbox(browser: Browser, to: string, path: RegExp): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = demoCredential('admin@');
  await signIn(page, admin.email, admin.password);
  await menu(page).getByRole('link', { name: 'Mail Outbox' }).click();
  const mail = page.getByTestId('outbox-message').filter({ hasText: to }).first();
  await expect(mail).toBeVisible();
  const text = await mail.locator('pre').innerText();
  await context.close();
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => path.test(candidate));
  if (!link) throw new Error(`No link matching ${path} in the mail to ${to}`);
  return link;
}

test('a super admin sets up an organisation and a person added by e-mail lands in it with those roles', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = demoCredential('admin@');
  const code = `N${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const orgName = `Northwind Care ${code}`;
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);

  // A new organisation with a logo and its own style.
  await menu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'New Organization' }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name', { exact: false }).first().fill(orgName);
  await page.getByLabel('Custom CSS').fill('body { --org-probe: northwind; }');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().includes('/logo'));
  await page.locator('#org-logo').setInputFiles(tinyPng);
  const logoResponse = await uploaded;
  expect(logoResponse.status(), await logoResponse.text()).toBe(200);
  await expect(page.getByText('Logo uploaded successfully!')).toBeVisible();
  // The upload is stored on the organisation at once: nothing is left to save.
  const drawer = page.getByRole('dialog', { name: orgName });
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Close' }).last().click();
  await expect(drawer).toHaveCount(0);

  // The super admin gives themself User Admin there and switches to it.
  const row = page.getByRole('row').filter({ hasText: orgName });
  await row.getByRole('button', { name: 'Make me User Admin' }).click();
  await openUserPopover(page);
  await page
    .locator('[data-slot="popover-content"]')
    .getByRole('button', { name: orgName, exact: true })
    .click();
  await expect(page.getByRole('banner')).toContainText(orgName);
  await expect(page.getByRole('banner').getByRole('img', { name: /logo/i })).toBeVisible();
  const probe = await page.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--org-probe').trim(),
  );
  expect(probe).toBe('northwind');

  // Adds a person by e-mail as Member with View Setup.
  const email = uniqueEmail('vera');
  await menu(page).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByLabel('Name').fill('Vera Viewer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('View Setup').check();
  await page.getByRole('button', { name: 'Save' }).click();
  // A saved member's editor closes and the list shows them.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/members.png' });

  // The person signs up with that e-mail and confirms it through the mailed link.
  const person = await browser.newContext();
  const personPage = await person.newPage();
  await personPage.goto('/landing');
  await personPage.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await personPage.getByRole('link', { name: 'Create an account' }).click();
  await personPage.getByLabel('Name').fill('Vera Viewer');
  await personPage.getByLabel('E-mail').fill(email);
  await personPage.getByLabel('Password', { exact: true }).fill('vera-secret-42');
  await personPage.getByLabel('Confirm password').fill('vera-secret-42');
  await personPage.getByRole('button', { name: 'Create account' }).click();
  await expect(personPage.getByText('you do not belong to any organization yet')).toBeVisible();
  await personPage.goto(await linkFromOutbox(browser, email, /\/verify\//));
  await expect(personPage.getByText('Your e-mail address is confirmed.')).toBeVisible();

  // Signed in again, the verified e-mail claims the account the administrator made.
  await personPage.goto('/landing');
  await openUserPopover(personPage);
  await personPage.getByRole('button', { name: 'Sign out' }).click();
  await personPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(personPage.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(personPage, email, 'vera-secret-42');
  await expect(personPage).toHaveURL(/\/main-dashboard$/);
  await expect(personPage.getByRole('banner')).toContainText(orgName);
  const items = await menu(personPage).getByRole('link').allInnerTexts();
  // View Setup brings the lower setup level, User Admin, with it (spec 4): the Admin pages show.
  expect(items).toEqual(expect.arrayContaining(['Summaries', 'Members', 'Security Groups']));
  expect(items).not.toContain('Raw Forms');
  expect(items).not.toContain('Mail Outbox');
  await personPage.screenshot({ path: 'test-results/screens/new-member-dashboard.png' });
  await person.close();
});

test('a logo is stored when uploaded, removed by Save, and a close during a save waits for it', async ({
  page,
}) => {
  const admin = demoCredential('admin@');
  const code = `L${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const orgName = `Logo Check ${code}`;
  await signIn(page, admin.email, admin.password);
  await menu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'New Organization' }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name', { exact: false }).first().fill(orgName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const drawer = page.getByRole('dialog', { name: orgName });
  // The open drawer hides the page behind it from the accessibility tree, so the list's logo is found by its alt text.
  const listedLogo = page.locator(`img[alt="${orgName} logo"]`);
  await page.locator('#org-logo').setInputFiles(tinyPng);
  await expect(page.getByText('Logo uploaded successfully!')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(listedLogo).toBeVisible();

  // Removing only clears the field; the organisation keeps its logo until Save.
  await drawer.getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.getByText('No logo')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(listedLogo).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logo removed successfully!')).toBeVisible();
  await expect(listedLogo).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Save, then Close at once: the close waits for the save instead of calling the change unsaved.
  await page.getByLabel('Contact Number').fill('5550100');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.getByRole('button', { name: 'Close' }).last().click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: orgName })).toContainText('5550100');
});

test('a user admin creates a security group', async ({ page }) => {
  const userAdmin = demoCredential('useradmin@');
  await signIn(page, userAdmin.email, userAdmin.password);
  await menu(page).getByRole('link', { name: 'Security Groups' }).click();
  await page.getByRole('button', { name: 'New Security Group' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Security Group' });
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  const name = `Night Shift ${Date.now().toString(36)}`;
  await page.getByLabel('Group Name').fill(name);
  await drawer.getByRole('button', { name: 'Add Morgan Member' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('a guest sees only the workflows in the menu and cannot open member pages', async ({ page }) => {
  const guest = demoCredential('guest@');
  await signIn(page, guest.email, guest.password);
  // Workflow pages are for Members and Guests (platform 2); nothing else of the menu is a guest's.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Incident Report' })).toBeVisible();
  for (const name of ['Summaries', 'Members', 'Guests', 'Groups', 'Organizations']) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await page.goto('/members');
  await expect(page).toHaveURL(/\/landing$/);
});
