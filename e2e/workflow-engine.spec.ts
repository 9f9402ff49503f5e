import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';
import {
  definitionGuidOf,
  openPanel,
  panel,
  scrollToEnd,
  toast,
  workflowApi,
  workflowGuidOf,
} from './support/workflow.ts';

// The form engine inside a workflow, on the demo's Staff Onboarding as a member finds it: a workflow created for
// a staff member, its step forms filled in, a question locked by a rule on the workflow status once the Change
// Status button moves it, the Answer Review sending it back when a required answer is removed, a name stamp
// approving it, and an archive after which the screen and the API both refuse every change.

const DEFINITION = 'Staff Onboarding';
const WORKFLOW = 'Staff Onboarding - Ira Items';

test('a member takes a staff onboarding from details to approval, and an archive makes it read-only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const member = demoCredential('member@');
  await signIn(page, member.email, member.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.reload();

  // A member creates the workflow for a staff member from the definition's page.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: DEFINITION }).click();
  await expect(page.getByRole('heading', { name: DEFINITION })).toBeVisible();
  await page.getByRole('button', { name: DEFINITION, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Workflow' });
  await dialog.getByLabel('For').selectOption({ label: 'Ira Items' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Workflow created successfully')).toBeVisible();
  await page.getByRole('row').filter({ hasText: WORKFLOW }).getByRole('button', { name: WORKFLOW }).click();
  const drawer = page.getByRole('dialog', { name: WORKFLOW });
  const status = drawer.locator('[data-slot="drawer-header"] p');
  await expect(status).toHaveText('Started');
  const api = await workflowApi(
    page,
    await workflowGuidOf(page, await definitionGuidOf(page, DEFINITION), WORKFLOW),
  );

  // Personal details: the Change Status button waits for every required answer, then moves the workflow on.
  const details = panel(drawer, 'Personal details');
  const toPaperwork = details.getByRole('button', { name: 'Send to paperwork' });
  await expect(toPaperwork).toBeDisabled();
  await details.getByLabel('Full legal name').fill('Ira Items-Lee');
  await details.getByLabel('Start date').fill('2026-06-01');
  await details.getByLabel('Phone').fill('5550100123');
  await details.getByLabel('Emergency contact').fill('Kim Items, (555) 010-0124');
  await expect(toPaperwork).toBeEnabled();
  await toPaperwork.click();
  await expect(toast(page, 'Workflow status updated')).toBeVisible();
  await expect(status).toHaveText('Paperwork');

  // The legal name is read-only once the workflow is past Started, on screen and for the API.
  await expect(details.getByRole('textbox', { name: 'Full legal name' })).toHaveCount(0);
  await expect(details.getByText('Ira Items-Lee')).toBeVisible();
  const locked = await api.submit('details', 'fullName', 'Someone Else');
  expect(locked.status()).toBe(400);
  expect(((await locked.json()) as { detail: string }).detail).toBe('This question is read-only.');

  // Paperwork shows the name through a Linked Answer; its Answer Review sends the workflow to the manager.
  const paperwork = await openPanel(drawer, 'Paperwork');
  await expect(paperwork.getByText('Ira Items-Lee')).toBeVisible();
  await paperwork.getByLabel('Payroll number').fill('P-31337');
  await paperwork.getByRole('button', { name: 'Yes', exact: true }).click();
  await scrollToEnd(paperwork);
  await expect(paperwork.getByText('All paperwork is in.')).toBeVisible();
  await paperwork.getByRole('button', { name: 'Send to manager' }).click();
  await expect(status).toHaveText('Manager Review');
  await expect(paperwork.getByText('Sent to the manager.')).toBeVisible();

  // Removing a required answer sends the workflow back to Paperwork; answering again sends it on.
  await paperwork.getByLabel('Payroll number').fill('');
  await expect(status).toHaveText('Paperwork');
  await expect(paperwork.getByText('Some paperwork is still missing.')).toBeVisible();
  expect((await api.read()).status).toBe('Paperwork');
  await paperwork.getByLabel('Payroll number').fill('P-31338');
  await paperwork.getByRole('button', { name: 'Send to manager' }).click();
  await expect(status).toHaveText('Manager Review');

  // The manager's step reads the other forms' answers and the status in its text; the stamp approves it.
  const approval = await openPanel(drawer, 'Manager approval');
  await scrollToEnd(approval);
  await expect(
    approval.getByText(/Ira Items-Lee starts on .*This onboarding is at Manager Review\./),
  ).toBeVisible();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(status).toHaveText('Approved');
  await expect(approval.getByText(/Morgan Member/)).toBeVisible();
  expect((await api.read()).status).toBe('Approved');

  // Archive: every question turns read-only, and the API refuses answers and status moves.
  await drawer.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive' });
  await expect(confirm.getByText('This will archive this workflow. Continue?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Workflow updated')).toBeVisible();
  await expect(paperwork.getByRole('textbox', { name: 'Payroll number' })).toHaveCount(0);
  await expect(approval.getByRole('button', { name: 'Withdraw approval' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  const archivedMessage = 'This workflow is archived and cannot be edited.';
  const write = await api.submit('paperwork', 'payrollNumber', 'P-00000');
  expect(write.status()).toBe(400);
  expect(((await write.json()) as { detail: string }).detail).toBe(archivedMessage);
  const move = await api.update({ status: 'Completed' });
  expect(move.status()).toBe(400);
  expect(((await move.json()) as { detail: string }).detail).toBe(archivedMessage);
  expect((await api.read()).status).toBe('Approved');
});
