import { expect, test } from '@playwright/test';
import { demoCredential, signIn, uniqueEmail } from './support/sign-in.ts';

test('the landing page greets an anonymous visitor and offers sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the business tools' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an unknown path shows the landing page with the path and the two buttons', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found:')).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the Home Page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh My Settings' })).toBeVisible();
});

test('a new person signs up, is signed in and is told they belong to no organization', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/landing');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Nora Newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-secret-1');
  await page.getByLabel('Confirm password').fill('a-long-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('you do not belong to any organization yet')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/no-organisation.png' });
});

test('the demo super admin signs in and lands on the main dashboard with item counts', async ({ page }) => {
  const admin = demoCredential('admin@');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Item Status' })).toBeVisible();
  // The demo organisation's compliance items: 3 active, 1 inactive, 2 unused and 1 archived.
  const counters = page.locator('dl > div');
  for (const [label, count] of [
    ['Active', '3'],
    ['Inactive', '1'],
    ['Unused', '2'],
    ['Archived', '1'],
  ] as const) {
    const counter = counters.filter({ has: page.getByText(label, { exact: true }) });
    await expect(counter.locator('dd')).toHaveText(count);
  }
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Summaries' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/main-dashboard.png' });
});

test('a forgotten password is reset through the link in the outbox', async ({ page, browser }) => {
  // A person of its own: the demo people's passwords are what every other spec signs in with.
  const email = uniqueEmail('forgetful');
  const signUp = await browser.newContext();
  const signUpPage = await signUp.newPage();
  await signUpPage.goto('/landing');
  await signUpPage.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signUpPage.getByRole('link', { name: 'Create an account' }).click();
  await signUpPage.getByLabel('Name').fill('Fern Forgetful');
  await signUpPage.getByLabel('E-mail').fill(email);
  await signUpPage.getByLabel('Password', { exact: true }).fill('first-secret-1');
  await signUpPage.getByLabel('Confirm password').fill('first-secret-1');
  await signUpPage.getByRole('button', { name: 'Create account' }).click();
  await expect(signUpPage.getByText('you do not belong to any organization yet')).toBeVisible();
  await signUp.close();

  await page.goto('/landing');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that e-mail, we sent a link to reset the password.'),
  ).toBeVisible();

  // Without SMTP the message waits in the outbox, which the super admin reads in the app.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = demoCredential('admin@');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/main-dashboard$/);
  await adminPage.getByRole('link', { name: 'Mail Outbox' }).click();
  const mail = adminPage.getByTestId('outbox-message').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  const link = (await mail.locator('pre').innerText()).match(/https?:\/\/\S+\/reset\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await adminContext.close();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-9');
  await page.getByLabel('Confirm new password').fill('brand-new-secret-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();

  // The new password signs the person in; they belong to no organisation yet.
  await page.goto('/landing');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-secret-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('you do not belong to any organization yet')).toBeVisible();
});
