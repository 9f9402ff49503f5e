import { expect, test, type Page } from '@playwright/test';
import { canvas, palette, panel, paletteItem, pointerDrag, typing } from './support/designer.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// The Items setup screen and a compliance item's form designer (spec forms-and-workflows 2.1, 2.10, 4.9,
// 5.11): a Setup Items user creates an item, designs its form and finds both again; a View Setup user sees
// them read-only.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shots = process.env.E2E_SCREENSHOTS;

async function openItems(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Items', exact: true })
    .click();
  await expect(page).toHaveURL(/\/setup-items$/);
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
}

test('a Setup Items user creates an item and designs its form; a View Setup user only looks', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Fire Warden Certificate ${Date.now().toString(36)}`;
  const designer = demoCredential('setupitems@');
  await signIn(page, designer.email, designer.password);
  await openItems(page);
  // The demo's items are listed; the Status filter narrows them.
  await expect(page.getByRole('row').filter({ hasText: 'Criminal Record Check' })).toBeVisible();
  await page.getByRole('button', { name: /^Status filter/ }).click();
  await page.getByRole('checkbox', { name: 'Archived' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Paper Orientation Form' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Criminal Record Check' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Status filter/ }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.keyboard.press('Escape');
  if (shots) await page.screenshot({ path: `${shots}/items-list.png`, fullPage: true });

  // A new item opens editable; Save names what is missing.
  await page.getByRole('button', { name: 'New Item' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Item' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Item name is required')).toBeVisible();
  await expect(drawer.getByText('Entity is required')).toBeVisible();
  await drawer.getByLabel('Name', { exact: true }).pressSequentially(name, typing);
  await drawer.getByLabel('Entity', { exact: true }).selectOption({ label: 'Staff Members' });
  await drawer
    .getByLabel('Purposes', { exact: true })
    .pressSequentially('Fire safety on every shift', typing);
  await drawer.getByLabel('Importance', { exact: true }).selectOption('Warning');
  await drawer.getByRole('switch', { name: 'Expires' }).click();
  await drawer.getByLabel('Default expiry value').fill('2');
  await drawer.getByLabel('Default expiry unit').selectOption('Year');
  // A trigger is added only when complete.
  await drawer.getByLabel('Trigger action').selectOption('Email');
  await drawer.getByRole('button', { name: 'Add Trigger' }).click();
  await expect(drawer.getByText('Please fill in all fields')).toBeVisible();
  await drawer.getByLabel('Trigger value').pressSequentially('30', typing);
  await drawer.getByLabel('Trigger unit').selectOption('Day');
  await drawer.getByLabel('Trigger type').selectOption('Before');
  await drawer.getByRole('button', { name: 'Add Trigger' }).click();
  await expect(drawer.getByRole('list', { name: 'Triggers' })).toContainText('Email 30 Days Before');
  if (shots) await page.screenshot({ path: `${shots}/items-drawer-new.png` });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();

  // The stored item reopens read-only under its name, with its Form and Security tabs.
  const stored = page.getByRole('dialog', { name });
  await expect(stored.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(stored.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  await stored.getByRole('tab', { name: 'Form' }).click();
  await expect(stored.getByText('Compliance Item Definition')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/items-drawer-form.png` });
  await stored.getByRole('link', { name: 'Design Form' }).click();
  await expect(page).toHaveURL(/\/compliance-item\/[0-9a-f-]+\/[0-9a-f-]+\/design$/);
  await expect(page.getByText(`Compliance Item: ${name}`)).toBeVisible();
  const designUrl = page.url();

  // The item's form: a Simple Text dragged from the palette into its section, relabelled, saved.
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(palette(page)).toBeVisible();
  // The form the server made with the item holds one section.
  const section = canvas(page).locator('li[data-element-guid]').first();
  const sectionGuid = (await section.getAttribute('data-element-guid'))!;
  await pointerDrag(
    page,
    await paletteItem(page, 'Simple Text'),
    canvas(page).locator(`[data-drop-zone="${sectionGuid}"]`),
  );
  await expect(section.locator('li[aria-label="Simple Text"]')).toHaveCount(1);
  const label = panel(page).getByLabel('Label', { exact: true });
  await label.clear();
  await label.pressSequentially('Certificate number', typing);
  await expect(canvas(page).locator('li[aria-label="Certificate number"]')).toBeVisible();
  // A compliance item's form is a compliance item definition or other (spec 3.1).
  await page.getByRole('tab', { name: 'Form Properties' }).click();
  await expect(page.getByLabel('Form Type').locator('option')).toHaveText([
    'Compliance Item Definition',
    'Other',
  ]);
  await page.getByRole('tab', { name: 'Design' }).click();
  if (shots) await page.screenshot({ path: `${shots}/items-designer.png`, fullPage: true });
  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(canvas(page).locator('li[aria-label="Certificate number"]')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/setup-items$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Staff Member');
  await expect(row).toContainText('Unused');
  await expect(row).toContainText('Warning');
  await row.getByRole('button', { name }).click();
  const reopened = page.getByRole('dialog', { name });
  await expect(reopened.getByLabel('Purposes', { exact: true })).toHaveValue('Fire safety on every shift');
  await expect(reopened.getByLabel('Default expiry value')).toHaveValue('2');
  await expect(reopened.getByRole('list', { name: 'Triggers' })).toContainText('Email 30 Days Before');

  // View Setup: the item and its form, read-only.
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  const viewer = demoCredential('viewsetup@');
  await signIn(viewerPage, viewer.email, viewer.password);
  await openItems(viewerPage);
  await expect(viewerPage.getByRole('button', { name: 'New Item' })).toHaveCount(0);
  await viewerPage.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
  const looking = viewerPage.getByRole('dialog', { name });
  await expect(looking.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(looking.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  if (shots) await viewerPage.screenshot({ path: `${shots}/items-drawer-read-only.png` });
  await viewerPage.goto(designUrl);
  await expect(
    viewerPage.getByText("Read only: you may look at this form's design but not change it."),
  ).toBeVisible();
  await viewerPage.getByRole('tab', { name: 'Design' }).click();
  await expect(canvas(viewerPage).locator('li[aria-label="Certificate number"]')).toBeVisible();
  await expect(palette(viewerPage)).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  if (shots) await viewerPage.screenshot({ path: `${shots}/items-designer-read-only.png` });
  await viewerContext.close();

  // A form guid that is not the item's gives a clear message.
  const wrongPair = designUrl.replace(/compliance-item\/[0-9a-f-]+\//, `compliance-item/${sectionGuid}/`);
  await page.goto(wrongPair);
  await expect(page.getByRole('heading', { name: 'Compliance item form not found' })).toBeVisible();

  // Deleting asks first, then says so.
  await page.goto('/setup-items');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Item Definition' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Item definition deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
