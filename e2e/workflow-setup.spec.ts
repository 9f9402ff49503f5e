import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

const saved = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Saved' });

test('setup staff create a workflow definition with its statuses and a time frame, and find it again after a reload', async ({
  page,
}) => {
  const admin = demoCredential('admin@');
  const name = `Site Audit ${Date.now().toString(36)}`;
  await signIn(page, admin.email, admin.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Workflows', exact: true })
    .click();
  await expect(page).toHaveURL(/\/setup-workflows$/);
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'New Workflow' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Workflow' });
  await drawer.getByLabel('Name').fill(name);

  // Two statuses: Started, and a new endpoint Closed, dragged (with the keyboard) to the top.
  await drawer.getByRole('button', { name: 'Delete status 3: Completed' }).click();
  await drawer.getByRole('button', { name: 'Delete status 2: In Progress' }).click();
  await drawer.getByLabel('New status label').fill('Closed');
  await drawer.getByRole('button', { name: 'Add Status' }).click();
  await drawer.getByLabel('Status 2 is an endpoint').click();
  const handle = drawer.getByRole('button', { name: 'Move status 2: Closed' });
  await handle.focus();
  // Each key waits for the drag to answer, as a person would see it, before the next is pressed.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  // Picking up announces the row over its own place; only this names the place above it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Row 2 is over position 1 of 2 in Statuses.' }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(drawer.getByLabel('Label of status 1')).toHaveValue('Closed');

  // A dated frame beside the Default one; an end before the start is refused until it is put right.
  await drawer.getByLabel('New time frame label').fill('Spring');
  await drawer.getByRole('button', { name: 'Add Time Frame' }).click();
  await drawer.getByLabel('Start of time frame 2').fill('2026-03-01');
  await drawer.getByLabel('End of time frame 2').fill('2026-02-01');
  await expect(drawer.getByText('Start date is after end date')).toBeVisible();
  await drawer.getByLabel('End of time frame 2').fill('2026-05-31');
  await expect(drawer.getByText('Start date is after end date')).toBeHidden();

  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page)).toBeVisible();
  // The stored definition stays open, read-only, under its name.
  const stored = page.getByRole('dialog', { name });
  await expect(stored.getByRole('button', { name: 'Edit' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name }).click();
  const reopened = page.getByRole('dialog', { name });
  await expect(reopened.getByLabel('Name')).toHaveValue(name);
  await expect(reopened.getByLabel('Label of status 1')).toHaveValue('Closed');
  await expect(reopened.getByLabel('Code of status 1')).toHaveValue('Closed');
  await expect(reopened.getByLabel('Status 1 is an endpoint')).toBeChecked();
  await expect(reopened.getByLabel('Label of status 2')).toHaveValue('Started');
  await expect(reopened.getByLabel('Label of status 3')).toHaveCount(0);
  await expect(reopened.getByLabel('Label of time frame 2')).toHaveValue('Spring');
  await expect(reopened.getByLabel('Start of time frame 2')).toHaveText('2026-03-01');
  await expect(reopened.getByLabel('End of time frame 2')).toHaveText('2026-05-31');
  await expect(reopened.getByLabel('Start of time frame 1')).toHaveText('No start');

  // Display Columns: a Status column after the name column, saved on its own call.
  await reopened.getByRole('button', { name: 'Edit' }).click();
  await reopened.getByRole('tab', { name: 'Display Columns' }).click();
  await reopened.getByLabel('Column to add').selectOption({ label: 'Status' });
  await reopened.getByRole('button', { name: 'Add Column' }).click();
  const listingSaved = page.waitForResponse((response) =>
    response.url().endsWith('/UpdateWorkflowDefinitionListing'),
  );
  await reopened.getByRole('button', { name: 'Save' }).click();
  expect((await listingSaved).status()).toBe(200);
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
  await page.getByRole('dialog', { name }).getByRole('tab', { name: 'Display Columns' }).click();
  await expect(page.getByRole('dialog', { name }).getByLabel('Heading of column 2')).toHaveValue('Status');
});

test('View Setup sees the workflow definitions but cannot add or change one', async ({ page }) => {
  const viewer = demoCredential('viewsetup@');
  await signIn(page, viewer.email, viewer.password);
  await page.goto('/setup-workflows');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow.getByRole('button')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Workflow' })).toHaveCount(0);
  await firstRow.getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('Label of status 1')).toHaveJSProperty('readOnly', true);
  await expect(drawer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('Setup Basic adds step forms and a main form, orders the steps, sets one to allow several, and finds it all after a reload', async ({
  page,
}) => {
  // Three forms made and opened one after another, then a reload: more steps than most specs.
  test.slow();
  const designer = demoCredential('setupbasic@');
  const name = `Home Care ${Date.now().toString(36)}`;
  await signIn(page, designer.email, designer.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.goto('/setup-workflows');
  await page.getByRole('button', { name: 'New Workflow' }).click();
  const creating = page.getByRole('dialog', { name: 'New Workflow' });
  await creating.getByLabel('Name').fill(name);
  await creating.getByRole('button', { name: 'Save' }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('tab', { name: 'Forms' }).click();
  const inline = drawer.getByRole('region', { name: 'Inline Forms' });
  const standalone = drawer.getByRole('region', { name: 'Standalone Forms' });

  // Each new form opens in the form editor; it is closed again at once.
  const addForm = async (section: typeof inline, title: string, formName: string) => {
    await section.getByRole('button', { name: 'New Form' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel('Form Name').fill(formName);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Form added successfully' }).first(),
    ).toBeVisible();
    const editor = page.getByRole('dialog', { name: formName });
    await expect(editor.getByLabel('Form Code')).toHaveValue(formName.replace(/[^A-Za-z0-9_-]/g, ''));
    await editor.locator('[data-slot="drawer-footer"]').getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
  };
  await addForm(inline, 'New Inline Form', 'Intake Visit');
  await addForm(inline, 'New Inline Form', 'Follow-up');
  await addForm(standalone, 'New Standalone Form', 'Discharge Summary');

  await expect(inline.getByRole('row').nth(1)).toContainText('Intake Visit');
  await expect(inline.getByRole('row').nth(2)).toContainText('Follow-up');
  await inline.getByRole('button', { name: 'Move Follow-up up' }).click();
  await expect(inline.getByRole('row').nth(1)).toContainText('Follow-up');
  const orderSaved = page.waitForResponse((response) => response.url().endsWith('/UpdateWorkflowStepOrder'));
  await inline.getByRole('button', { name: 'Save Order' }).click();
  expect((await orderSaved).status()).toBe(200);
  await expect(inline.getByRole('button', { name: 'Save Order' })).toBeDisabled();

  // Several responses of the intake visit, one to three of them.
  await inline.getByRole('button', { name: 'Intake Visit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Intake Visit' });
  await editor.getByRole('switch', { name: 'Multiple?' }).click();
  await editor.getByLabel('Min').fill('1');
  await editor.getByLabel('Max').fill('3');
  await editor.getByRole('group', { name: 'Expand for' }).getByRole('checkbox', { name: 'Started' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'The form has been updated.' }),
  ).toBeVisible();
  await editor.locator('[data-slot="drawer-footer"]').getByRole('button', { name: 'Close' }).click();
  await expect(inline.getByRole('row').filter({ hasText: 'Intake Visit' })).toContainText(
    'Yes (Min 1, Max 3)',
  );

  await page.reload();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
  const reopened = page.getByRole('dialog', { name });
  await reopened.getByRole('tab', { name: 'Forms' }).click();
  const steps = reopened.getByRole('region', { name: 'Inline Forms' }).getByRole('row');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText('Follow-up');
  await expect(steps.nth(2)).toContainText('Intake Visit');
  await expect(steps.nth(2)).toContainText('Yes (Min 1, Max 3)');
  await expect(steps.nth(2)).toContainText('Started');
  await expect(steps.nth(1)).toContainText('No');
  const mains = reopened.getByRole('region', { name: 'Standalone Forms' }).getByRole('row');
  await expect(mains).toHaveCount(2);
  await expect(mains.nth(1)).toContainText('Discharge Summary');

  // The tab and the form editor over it read well to assistive technology.
  await reopened
    .getByRole('region', { name: 'Inline Forms' })
    .getByRole('button', { name: 'Follow-up', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Follow-up' }).getByLabel('Form Code')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      ),
  ).toEqual([]);
});
