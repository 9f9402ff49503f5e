import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
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
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage))
      if (key.includes('orgInfo')) window.localStorage.removeItem(key);
  });
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
