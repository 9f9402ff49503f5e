import { expect, test } from '@playwright/test';
import { apiAs, forgetKeptCaches } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

test('a workflow definition gets its own page in the menu, where a workflow is created and listed', async ({
  page,
}) => {
  const admin = demoCredential('admin@');
  const name = `Site Inspection ${Date.now().toString(36)}`;
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);
  const api = await apiAs(page);
  const orgGuid = (await api.myUserInfo()).defaultOrgGuid;
  const created = await page.request.post(
    `/api/WorkflowDefinition/CreateWorkflowDefinition?orgGuid=${orgGuid}`,
    {
      headers: await api.authHeaders(),
      data: {
        guid: 'new',
        orgGuid,
        name,
        statusList: [
          { code: 'Started', label: 'Started', isEndpoint: false },
          { code: 'InProgress', label: 'In Progress', isEndpoint: false },
          { code: 'Completed', label: 'Completed', isEndpoint: true },
        ],
        questionsToShow: [
          { metaCode: 'Name', label: 'Name' },
          { metaCode: 'Status', label: 'Status' },
        ],
      },
    },
  );
  expect(created.status(), await created.text()).toBe(200);
  const definition = (await created.json()) as { guid: string };

  // Made outside the app, so its kept organisation info (the side menu's source) is dropped by hand, as
  // the app's own X-Store-Refresh would.
  await forgetKeptCaches(page);
  await page.goto(`/workflows/${definition.guid}`);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`No ${name} Workflows Found`)).toBeVisible();

  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Workflow' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Workflow created successfully' }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Started' });
  await expect(row).toBeVisible();

  // The drawer: title, status label, and the setup staff's Change Status select saved at once.
  await row.getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByLabel('Change Status').selectOption('InProgress');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Workflow status updated' }),
  ).toBeVisible();
  await expect(drawer.getByText('In Progress', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'In Progress' }),
  ).toBeVisible();

  // The status filter narrows the rows to the statuses ticked.
  await page.getByRole('group', { name: 'Filters' }).getByText('Completed').click();
  await expect(page.getByText(`No ${name} Workflows Found`)).toBeVisible();
});

test('a member renames a workflow they made and archives it; it is then read-only and listed only with Include Archived', async ({
  page,
}) => {
  const member = demoCredential('member@');
  const name = `Wet floor by the lifts ${Date.now().toString(36)}`;
  await signIn(page, member.email, member.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Incident Report', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Incident Report' })).toBeVisible();
  const made = page.waitForResponse((response) =>
    response.url().endsWith('/CreateWorkflowInstanceWithoutEntityGuid'),
  );
  await page.getByRole('button', { name: 'Incident Report', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Create a Workflow' })
    .getByRole('button', { name: 'Create' })
    .click();
  const workflowGuid = ((await (await made).json()) as { workflow: { guid: string } }).workflow.guid;
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Workflow created successfully' }),
  ).toBeVisible();

  // The newest change comes first: the workflow just made.
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Incident Report' }).click();
  const drawer = page.getByRole('dialog', { name: 'Incident Report' });
  // Escape leaves the title as it was, and the drawer open.
  await drawer.getByRole('button', { name: 'Edit title' }).click();
  await drawer.getByLabel('Workflow name').fill('Not kept');
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('heading', { name: 'Incident Report' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Edit title' }).click();
  await drawer.getByLabel('Workflow name').fill(name);
  await drawer.getByLabel('Workflow name').press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Workflow updated' })).toBeVisible();
  const renamed = page.getByRole('dialog', { name });
  await expect(renamed.getByRole('heading', { name })).toBeVisible();

  await renamed.getByRole('button', { name: 'Archive' }).click();
  const question = page.getByRole('alertdialog', { name: 'Archive' });
  await expect(question).toContainText('This will archive this workflow. Continue?');
  await question.getByRole('button', { name: 'Archive' }).click();
  await expect(renamed.getByText(/^Archived /)).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
  await expect(renamed.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  // The server refuses any change now, as the drawer does.
  const api = await apiAs(page);
  const refused = await page.request.put(`/api/WorkflowInstance/${workflowGuid}/UpdateWorkflow`, {
    headers: await api.authHeaders(),
    data: { guid: workflowGuid, name: 'Renamed after archiving', status: 'Reported', archivedAt: null },
  });
  expect(refused.status()).toBe(400);

  // The list shows the new name, and leaves the archived workflow out until asked.
  await page.keyboard.press('Escape');
  await expect(renamed).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('group', { name: 'Filters' }).getByText('Include Archived').click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
