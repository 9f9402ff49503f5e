import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiAs } from './api.ts';
import { demoCredential, signIn } from './sign-in.ts';

// What the live-session specs share: a person in a browser of their own, the Staff Onboarding drawer
// they open, and the viewers bar and toasts they watch.

export const LIVE_DEFINITION = 'Staff Onboarding';
/** The demo person the live specs' onboarding is for, unless a spec names another. */
const LIVE_FOR = 'Val Viewer';

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
export const viewersBar = (scope: Locator) =>
  scope.getByRole('status', { name: 'People viewing this response' });

export interface PersonOptions {
  /** The browser's own settings (another address, cookies for a load balancer). */
  context?: BrowserContextOptions;
  /** Cookies the browser holds before it opens the app (a load balancer's affinity cookie). */
  cookies?: Parameters<BrowserContext['addCookies']>[0];
  /** Where the demo sign-ins were written, when not by the e2e server. */
  dataDir?: string;
}

/** A new browser (its own cookies and storage) signed in as the demo person, in the demo organisation. */
export async function personIn(
  browser: Browser,
  emailStartsWith: string,
  options: PersonOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options.context);
  if (options.cookies) await context.addCookies(options.cookies);
  const page = await context.newPage();
  const person = demoCredential(emailStartsWith, options.dataDir);
  await signIn(page, person.email, person.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.reload();
  await expect(page.getByRole('banner').locator('[data-slot="popover-trigger"]')).toBeVisible();
  return page;
}

/** Creates the demo's onboarding for a demo person (Val Viewer) from the definition's list. */
export async function createLiveWorkflow(page: Page, forPerson = LIVE_FOR): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: LIVE_DEFINITION })
    .click();
  await page.getByRole('button', { name: LIVE_DEFINITION, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Workflow' });
  await dialog.getByLabel('For').selectOption({ label: forPerson });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Workflow created successfully')).toBeVisible();
  await page.reload();
}

/** Opens the onboarding's drawer from its definition's list; returns its Personal details panel. */
export async function openLiveWorkflow(page: Page, forPerson = LIVE_FOR): Promise<Locator> {
  const workflow = `${LIVE_DEFINITION} - ${forPerson}`;
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: LIVE_DEFINITION })
    .click();
  await expect(page.getByRole('heading', { name: LIVE_DEFINITION })).toBeVisible();
  await page.getByRole('row').filter({ hasText: workflow }).getByRole('button', { name: workflow }).click();
  const drawer = page.getByRole('dialog', { name: workflow });
  const details = drawer
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Personal details' }) });
  await expect(details.getByLabel('Full legal name')).toBeVisible();
  return details;
}
