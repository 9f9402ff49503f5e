import { expect, test } from '@playwright/test';
import { createLiveWorkflow, openLiveWorkflow, personIn, toast, viewersBar } from './support/live.ts';

// Live sessions as two people of the demo organisation see them, each in a browser of their own: both open
// the same Staff Onboarding, see each other in the viewers bar, see each other's answers arrive without a
// reload while their own half-typed answer stays, and the bar updates when one leaves. A super admin's site
// alert and maintenance switch reach an open browser.

const TYPING = { delay: 90 };

test('two people on one response see each other and each other’s answers live', async ({ browser }) => {
  test.setTimeout(180_000);
  const morgan = await personIn(browser, 'member@');
  const sam = await personIn(browser, 'setupbasic@');

  // Morgan starts an onboarding for a staff member and opens it; Sam opens the same one.
  await createLiveWorkflow(morgan);
  const morgansForm = await openLiveWorkflow(morgan);
  await expect(viewersBar(morgansForm)).toHaveCount(0);
  const samsForm = await openLiveWorkflow(sam);

  // Each sees the other in the viewers bar.
  await expect(viewersBar(samsForm)).toContainText('Morgan Member');
  await expect(viewersBar(morgansForm)).toContainText('Sam Setup');

  // Sam is half-way through the emergency contact when Morgan answers the legal name.
  const samsContact = samsForm.getByLabel('Emergency contact');
  await samsContact.pressSequentially('Kim Ite', TYPING);
  await morgansForm.getByLabel('Full legal name').pressSequentially('Val Viewer-Lee', TYPING);
  await expect(morgansForm.locator('[data-slot="save-status"]')).toHaveText('All changes saved');

  // Sam sees it without a reload, and the half-typed answer is still there, caret and all.
  await expect(samsForm.getByLabel('Full legal name')).toHaveValue('Val Viewer-Lee');
  await expect(samsContact).toHaveValue('Kim Ite');
  await expect(samsContact).toBeFocused();
  await samsContact.pressSequentially('ms', TYPING);
  await expect(samsForm.locator('[data-slot="save-status"]')).toHaveText('All changes saved');
  // Sam's finished answer reaches Morgan the same way.
  await expect(morgansForm.getByLabel('Emergency contact')).toHaveValue('Kim Items');
  await expect(morgansForm.getByLabel('Full legal name')).toHaveValue('Val Viewer-Lee');

  // Sam moves the workflow on: Morgan's drawer tells them who did, for 3 s.
  await sam.getByLabel('Change Status').selectOption({ label: 'Paperwork' });
  await expect(toast(morgan, 'Sam Setup updated the workflow.')).toBeVisible();
  await expect(toast(morgan, 'Sam Setup updated the workflow.')).toHaveCount(0, { timeout: 6_000 });

  // Morgan closes the page: Sam is alone again and the bar goes away.
  await expect(viewersBar(samsForm)).toContainText('Morgan Member');
  await morgan.close();
  await expect(viewersBar(samsForm)).toHaveCount(0);
  await expect(samsForm.getByLabel('Emergency contact')).toHaveValue('Kim Items');
  await sam.context().close();
  await morgan.context().close();
});

test('one person with a response open in two tabs sees in each what the other saves', async ({ browser }) => {
  test.setTimeout(120_000);
  const morgan = await personIn(browser, 'member@');
  await createLiveWorkflow(morgan, 'Uma Useradmin');
  const firstTab = await openLiveWorkflow(morgan, 'Uma Useradmin');
  const second = await morgan.context().newPage();
  await second.goto('/');
  const secondTab = await openLiveWorkflow(second, 'Uma Useradmin');
  // Both tabs are Morgan's: the viewers bar names nobody else.
  await expect(viewersBar(secondTab)).toHaveCount(0);
  const readsBack = { first: 0 };
  morgan.on('request', (request) => {
    if (request.url().includes('/GetFormResponseRecentAnswers')) readsBack.first += 1;
  });

  await firstTab.getByLabel('Full legal name').pressSequentially('Uma Two-Tabs', TYPING);
  await expect(firstTab.locator('[data-slot="save-status"]')).toHaveText('All changes saved');
  await expect(secondTab.getByLabel('Full legal name')).toHaveValue('Uma Two-Tabs');
  // The tab that typed already shows its answer: its own saves do not make it read the answers back.
  expect(readsBack.first).toBe(0);

  // And the other way: what the second tab saves reaches the first.
  await secondTab.getByLabel('Emergency contact').pressSequentially('Lee Back', TYPING);
  await expect(secondTab.locator('[data-slot="save-status"]')).toHaveText('All changes saved');
  await expect(firstTab.getByLabel('Emergency contact')).toHaveValue('Lee Back');
  await expect(firstTab.getByLabel('Full legal name')).toHaveValue('Uma Two-Tabs');
  await morgan.context().close();
});

test('a super admin’s site alert and maintenance switch reach an open browser', async ({ browser }) => {
  test.setTimeout(120_000);
  const morgan = await personIn(browser, 'member@');
  const dana = await personIn(browser, 'admin@');

  await dana
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Site Status' })
    .click();
  await expect(dana.getByRole('heading', { name: 'Site Status' })).toBeVisible();
  await dana.getByLabel('Message', { exact: true }).pressSequentially('The site restarts at 18:00.', TYPING);
  await dana.getByLabel('Shown for (seconds)').fill('30');
  await dana.getByRole('button', { name: 'Send Alert' }).click();
  await expect(toast(morgan, 'The site restarts at 18:00.')).toBeVisible();

  // Offline: Morgan's screen is blocked by an alert they cannot dismiss, and calls are refused.
  await dana.getByLabel('Message while offline').fill('Back at 19:00.');
  await dana.getByRole('button', { name: 'Set Offline' }).click();
  const blocked = morgan.getByRole('alertdialog', { name: 'Offline' });
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText('Server is offline for maintenance.');
  await expect(blocked).toContainText('Back at 19:00.');
  await morgan.keyboard.press('Escape');
  await expect(blocked).toBeVisible();
  await expect(blocked.getByRole('button')).toHaveCount(0);

  // The super admin's own alert holds the way back; it closes everywhere.
  const danasAlert = dana.getByRole('alertdialog', { name: 'Offline' });
  await danasAlert.getByRole('button', { name: 'Set Online' }).click();
  await expect(blocked).toHaveCount(0);
  await expect(danasAlert).toHaveCount(0);
  await expect(toast(morgan, 'The server is back online.')).toBeVisible();
  await morgan.context().close();
  await dana.context().close();
});
