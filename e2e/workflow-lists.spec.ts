import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { panel, typing } from './support/designer.ts';
import { addListBackedRadio, pasteOptions } from './support/lists.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// A workflow's own lists (spec 2.9, 2.10): made on the workflow editor's Lists tab, one PDF-code list per
// workflow, and read by the questions of the workflow's forms, linked in their designer.

test.use({ actionTimeout: 15_000 });

test("Setup Basic makes a workflow's PDF-code list and links a list of the workflow to a question of its form", async ({
  page,
}) => {
  test.slow();
  const designer = demoCredential('setupbasic@');
  const suffix = Date.now().toString(36);
  const name = `Inspections ${suffix}`;
  await signIn(page, designer.email, designer.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.goto('/setup-workflows');
  await page.getByRole('button', { name: 'New Workflow' }).click();
  const creatingWorkflow = page.getByRole('dialog', { name: 'New Workflow' });
  await creatingWorkflow.getByLabel('Name').fill(name);
  await creatingWorkflow.getByRole('button', { name: 'Save' }).click();
  const workflow = page.getByRole('dialog', { name });

  // A step form, closed again at once.
  await workflow.getByRole('tab', { name: 'Forms' }).click();
  await workflow
    .getByRole('region', { name: 'Inline Forms' })
    .getByRole('button', { name: 'New Form' })
    .click();
  const newForm = page.getByRole('dialog', { name: 'New Inline Form' });
  await newForm.getByLabel('Form Name').fill('Site Visit');
  await newForm.getByRole('button', { name: 'Create' }).click();
  const formEditor = page.getByRole('dialog', { name: 'Site Visit' });
  await formEditor.locator('[data-slot="drawer-footer"]').getByRole('button', { name: 'Close' }).click();
  await expect(formEditor).toBeHidden();

  // The PDF-code list, on the workflow's Lists tab: workflow-specific from the start.
  await workflow.getByRole('tab', { name: 'Lists' }).click();
  await workflow.getByRole('button', { name: 'New List' }).click();
  const pdfList = page.getByRole('dialog', { name: 'Creating New List' });
  await pdfList.getByLabel('Name', { exact: true }).pressSequentially(`Documents ${suffix}`, typing);
  await expect(pdfList.getByLabel('Visibility')).toHaveValue('WorkflowSpecific');
  await pdfList.getByLabel('Special List').selectOption('PdfCode');
  await pasteOptions(page, pdfList, 'Full report, full\nSummary, nom');
  await pdfList.getByRole('button', { name: 'Save' }).click();
  await expect(pdfList).toBeHidden();
  const pdfRow = workflow.getByRole('row').filter({ hasText: `Documents ${suffix}` });
  await expect(pdfRow).toContainText('PDF Code');
  await expect(pdfRow).toContainText('Workflow Specific');

  // A second list of the workflow cannot be its PDF-code list too.
  await workflow.getByRole('button', { name: 'New List' }).click();
  const stations = page.getByRole('dialog', { name: 'Creating New List' });
  await stations.getByLabel('Name', { exact: true }).pressSequentially(`Stations ${suffix}`, typing);
  await expect(stations.getByRole('option', { name: 'PDF Code' })).toBeDisabled();
  await expect(stations.getByText('(Only one PDF Code list is allowed per Workflow.)')).toBeVisible();
  await pasteOptions(page, stations, 'North, N\nSouth, S');
  await stations.getByRole('button', { name: 'Save' }).click();
  await expect(stations).toBeHidden();
  await expect(workflow.getByRole('row').filter({ hasText: `Stations ${suffix}` })).toContainText(
    'North - N',
  );

  // The step form's designer sees the workflow's lists and links one to a radio question.
  await workflow.getByRole('tab', { name: 'Forms' }).click();
  await workflow.getByRole('button', { name: 'Site Visit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Site Visit' }).getByRole('link', { name: 'Edit Design' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Visit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Lists' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Stations ${suffix}` })).toContainText(
    'Workflow Specific',
  );
  await addListBackedRadio(page, 'Station', `Stations ${suffix}`);
  await expect(panel(page).locator('[data-slot="linked-list"]')).toContainText('South - S');
  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
});
