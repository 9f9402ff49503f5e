import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// The designer's rules (spec forms-and-workflows 2.8, 4.8, 5.7, 5.10): a Setup Basic user opens the 'Edit Rules'
// drawer with r, adds a hide rule in the form element strip, saves, and the Preview hides the question while the
// condition holds; the section and form access editors give the spec's messages.

const panel = (page: Page) => page.getByRole('complementary', { name: 'Element properties' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Edit Rules' });

/** Serious or critical axe violations on the page as it is, or in one part of it. */
async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const result = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A new form of the Setup Basic demo person's organisation: a section, a 'Pet' question and a 'Pet name' one. */
async function formWithTwoQuestions(page: Page) {
  const designer = demoCredential('setupbasic@');
  await signIn(page, designer.email, designer.password);
  const api = await apiAs(page);
  const { defaultOrgGuid } = await api.myUserInfo();
  const formName = `Rules form ${Date.now().toString(36)}`;
  const headers = await api.authHeaders();
  const created = await page.request.post(
    `/api/FormDefinition/${encodeURIComponent(formName)}/CreateFormDefinition?orgGuid=${defaultOrgGuid}`,
    { headers },
  );
  expect(created.ok(), await created.text()).toBe(true);
  const form = (await created.json()) as { guid: string } & Record<string, unknown>;
  const ids = { section: crypto.randomUUID(), pet: crypto.randomUUID(), petName: crypto.randomUUID() };
  const element = (
    guid: string,
    type: string,
    label: string,
    questionCode: string,
    parentGuid: string | null,
  ) => ({
    guid,
    type,
    label,
    questionCode,
    parentGuid,
    formDefinitionGuid: form.guid,
    properties: {},
  });
  const updated = await page.request.put(`/api/FormDefinition/${form.guid}/UpdateFormDefinition`, {
    headers,
    data: {
      ...form,
      components: [
        element(ids.section, 'Section', 'About your pet', 'Section1', null),
        element(ids.pet, 'SimpleText', 'Pet', 'Pet1', ids.section),
        element(ids.petName, 'SimpleText', 'Pet name', 'PetName1', ids.section),
      ],
      rules: [],
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await page.goto(`/forms/${form.guid}/design`);
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  return { api, formGuid: form.guid, ids };
}

test('a hide rule made in the Edit Rules drawer is saved and hides the question in Preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { api, formGuid, ids } = await formWithTwoQuestions(page);
  await page.getByRole('tab', { name: 'Design' }).click();

  // r opens the drawer from the page body.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('r');
  await expect(drawer(page)).toBeVisible();
  const strip = drawer(page).getByRole('group', { name: 'Form Element' });

  // Add refuses a strip without a value, with the designer's message, and changes nothing.
  await strip.getByLabel('Element', { exact: true }).selectOption({ label: 'Pet1: Pet' });
  await strip.getByLabel('Condition', { exact: true }).selectOption({ label: 'equals' });
  await strip.getByLabel('Rule type').selectOption({ label: 'Hide' });
  await strip.getByLabel('Target element').selectOption({ label: 'PetName1: Pet name' });
  await strip.getByRole('button', { name: 'Add' }).click();
  await expect(strip.getByRole('alert')).toHaveText('Please enter a value');
  await expect(drawer(page).getByText('No rules yet.')).toBeVisible();

  // With has-no-value the value field goes; with equals it is typed at human speed.
  await strip.getByLabel('Condition', { exact: true }).selectOption({ label: 'has no value' });
  await expect(strip.getByLabel('Value', { exact: true })).toHaveCount(0);
  await strip.getByLabel('Condition', { exact: true }).selectOption({ label: 'equals' });
  await strip.getByLabel('Value', { exact: true }).pressSequentially('cat', { delay: 80 });
  await strip.getByRole('button', { name: 'Add' }).click();
  const table = drawer(page).getByRole('table', { name: 'Form rules' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText("Pet1: Pet equals 'cat'");

  // A second condition for the same target and rule type is appended to that rule (spec 4.8).
  await strip.getByLabel('Element', { exact: true }).selectOption({ label: 'Pet1: Pet' });
  await strip.getByLabel('Condition', { exact: true }).selectOption({ label: 'equals' });
  await strip.getByLabel('Value', { exact: true }).pressSequentially('dog', { delay: 80 });
  await strip.getByLabel('Rule type').selectOption({ label: 'Hide' });
  await strip.getByRole('button', { name: 'Add' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText("Pet1: Pet equals 'dog'");
  // Editing a condition replaces it in its rule.
  await table
    .getByRole('listitem')
    .filter({ hasText: "'dog'" })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(strip.getByLabel('Value', { exact: true })).toHaveValue('dog');
  await strip.getByLabel('Value', { exact: true }).clear();
  await strip.getByLabel('Value', { exact: true }).pressSequentially('bird', { delay: 80 });
  await strip.getByRole('button', { name: 'Update' }).click();
  await expect(table).toContainText("Pet1: Pet equals 'bird'");
  await expect(table).not.toContainText("'dog'");
  await expect(table.getByRole('listitem')).toHaveCount(2);
  // Either condition hides it: the rule is made 'any'.
  await table.getByRole('switch', { name: 'True if any condition holds' }).click();
  await expect(table).toContainText('Any');
  expect(await seriousViolations(page, '[data-slot="drawer-content"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);

  // The Rules tab of the target counts its conditions.
  const canvas = page.getByRole('region', { name: 'Canvas' });
  await canvas.getByRole('button', { name: 'Pet name Simple Text', exact: true }).click();
  await expect(panel(page).getByRole('tab', { name: 'Rules (2)' })).toBeVisible();

  // Rule edits are steps of the undo history: the toggle, the edit and the second condition go back and return.
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Undo' }).click();
  await expect(panel(page).getByRole('tab', { name: 'Rules (1)' })).toBeVisible();
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Redo' }).click();
  await expect(panel(page).getByRole('tab', { name: 'Rules (2)' })).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // The server holds the rule.
  const stored = (await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, {
      headers: await api.authHeaders(),
    })
  ).json()) as {
    rules: { elementGuid: string; ruleType: string; trueIfAny: boolean; conditions: unknown[] }[];
  };
  expect(stored.rules).toHaveLength(1);
  expect(stored.rules[0]).toMatchObject({ elementGuid: ids.petName, ruleType: 'Hidden', trueIfAny: true });
  expect(stored.rules[0]!.conditions).toHaveLength(2);

  // Preview: the question is hidden while the condition holds, and back when it does not.
  await page.getByRole('button', { name: 'Preview' }).click();
  const pet = page.getByLabel('Pet', { exact: true });
  await expect(page.getByLabel('Pet name', { exact: true })).toBeVisible();
  await pet.pressSequentially('cat', { delay: 80 });
  await expect(page.getByLabel('Pet name', { exact: true })).toHaveCount(0);
  await pet.pressSequentially('fish', { delay: 80 });
  await expect(page.getByLabel('Pet name', { exact: true })).toBeVisible();
  await pet.clear();
  await pet.pressSequentially('bird', { delay: 80 });
  await expect(page.getByLabel('Pet name', { exact: true })).toHaveCount(0);
});

test('the access editors give the spec messages and keep number and date to review and approval', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await formWithTwoQuestions(page);
  await page.getByRole('tab', { name: 'Design' }).click();
  const canvas = page.getByRole('region', { name: 'Canvas' });
  await canvas.getByRole('button', { name: 'About your pet Section', exact: true }).click();

  // A section has one access tab per section rule type.
  await panel(page).getByRole('tab', { name: 'Requires Approval (0)' }).click();
  await panel(page).getByRole('button', { name: 'Add Rule' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Please select a user or role');
  await panel(page).getByLabel('Applies to').selectOption({ label: 'Roles' });
  await expect(panel(page).getByLabel('Number required')).toBeVisible();
  await expect(panel(page).getByLabel('By date')).toBeVisible();
  await panel(page).getByLabel('Name', { exact: true }).selectOption({ index: 1 });
  await panel(page).getByLabel('Number required').pressSequentially('2', { delay: 80 });
  await panel(page).getByRole('button', { name: 'Add Rule' }).click();
  await expect(panel(page).getByRole('tab', { name: 'Requires Approval (1)' })).toBeVisible();
  await expect(panel(page).getByRole('list', { name: 'Access rules' })).toContainText('2 required');
  await panel(page).getByLabel('Applies to').selectOption({ label: 'Roles' });
  await panel(page).getByLabel('Name', { exact: true }).selectOption({ index: 1 });
  await panel(page).getByRole('button', { name: 'Add Rule' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Rule already exists');

  // Restricted To takes neither number nor date.
  await panel(page).getByRole('tab', { name: 'Restricted To (0)' }).click();
  await panel(page).getByLabel('Applies to').selectOption({ label: 'Roles' });
  await expect(panel(page).getByLabel('Number required')).toHaveCount(0);
  await expect(panel(page).getByLabel('By date')).toHaveCount(0);

  // The form-level editor: a second Current Entity rule of a type is refused with its own message.
  await page.getByRole('tab', { name: 'Access' }).click();
  const restricted = page.getByRole('region', { name: 'Restricted To' });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await restricted.getByLabel('Applies to').selectOption({ label: 'Entities' });
    await restricted.getByLabel('Name', { exact: true }).selectOption({ label: 'Current Entity' });
    await restricted.getByRole('button', { name: 'Add Rule' }).click();
  }
  await expect(restricted.getByRole('alert')).toHaveText('Current Entity rule already exists');
  // The Access tab itself (the toasts are the shared toaster's, checked elsewhere).
  expect(await seriousViolations(page, '[role="tabpanel"][data-state="active"]')).toEqual([]);
  await expect(restricted.getByRole('list', { name: 'Access rules' }).getByRole('listitem')).toHaveCount(1);
  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
});
