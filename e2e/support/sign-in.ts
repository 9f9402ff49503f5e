import { expect, type Page } from '@playwright/test';
import { readDemoCredentials } from '../../src/server/seed/demo-credentials.ts';
import { e2eDataDir } from '../../playwright.config.ts';

/** The demo sign-ins the e2e server (or the server with the data folder given) printed on its first start. */
export function demoCredential(emailStartsWith: string, dataDir = e2eDataDir) {
  const credential = readDemoCredentials(dataDir).find((c) => c.email.startsWith(emailStartsWith));
  if (!credential) throw new Error(`No demo credential starting with ${emailStartsWith}`);
  return credential;
}

/** Opens the landing page, follows 'Sign in' to the sign-in service, signs in there and waits until the app has the session. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/landing');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the app has exchanged the provider's code for a session and loaded the person:
  // their menu appears in the top bar. Navigating before that would abandon the sign-in. A refusal on the
  // sign-in page (a wrong password: another spec changed it, or too many attempts) is said as it is.
  const personMenu = page.getByRole('banner').locator('[data-slot="popover-trigger"]');
  const refusal = page.locator('#form-error, p.error[role="alert"]');
  await expect(personMenu.or(refusal).first()).toBeVisible();
  if (await refusal.isVisible())
    throw new Error(`The sign-in of ${email} was refused: ${await refusal.first().innerText()}`);
  await expect(personMenu).toBeVisible();
}

/** A unique address so each run signs up a person nobody has used. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}@people.example`;
