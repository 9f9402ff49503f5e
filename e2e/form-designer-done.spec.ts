import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import {
  canvas,
  card,
  openDesignerAsViewSetup,
  palette,
  panel,
  paletteItem,
  pointerDrag,
  relabel,
  rulesDrawer,
  typing,
} from './support/designer.ts';
import { answerSaved } from './support/answer-form.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// The whole path of a new designer (spec forms-and-workflows 2.8-2.10, 4.8, 5.7, 5.9, 5.10, 8): a Setup Basic
// user makes a form where the product offers it to them (a workflow's Forms tab), opens its designer, makes a
// list by pasting its options, drags the form together with the pointer, adds a hide rule and a computed value,
// undoes, redoes, saves and previews, then answers the form and finds the answers stored. Another designer
// watches read-only and is refreshed by the save; a View Setup user only looks, and the server refuses them.

async function select(page: Page, label: string) {
  await card(page, label).locator('button[aria-pressed]').first().click();
  await expect(panel(page).getByRole('heading', { name: label })).toBeVisible();
}

/** The selected element's question code, as the Properties panel shows it. */
const questionCode = async (page: Page) =>
  panel(page)
    .getByLabel(/^Question Code/)
    .inputValue();

// A step that cannot happen fails at once rather than at the end of the long test's time.
test.use({ actionTimeout: 15_000 });

interface StoredForm {
  guid: string;
  orgGuid: string;
  components: { guid: string; type: string; label: string; parentGuid: string | null; events?: unknown[] }[];
  rules: { elementGuid: string; ruleType: string; conditions: unknown[] }[];
}

test('a new Setup Basic user builds, saves, previews and answers a form; others only watch', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const designer = demoCredential('setupbasic@');
  await signIn(page, designer.email, designer.password);
  const api = await apiAs(page);
  const suffix = Date.now().toString(36);

  // 1. Raw Forms is for super admins; a Setup Basic user makes forms in a workflow's Forms tab.
  await page.goto('/setup-workflows');
  await page.getByRole('button', { name: 'New Workflow' }).click();
  const creatingWorkflow = page.getByRole('dialog', { name: 'New Workflow' });
  const workflowName = `Pet visits ${suffix}`;
  await creatingWorkflow.getByLabel('Name').pressSequentially(workflowName, typing);
  await creatingWorkflow.getByRole('button', { name: 'Save' }).click();
  const workflowDrawer = page.getByRole('dialog', { name: workflowName });
  await workflowDrawer.getByRole('tab', { name: 'Forms' }).click();
  await workflowDrawer
    .getByRole('region', { name: 'Standalone Forms' })
    .getByRole('button', { name: 'New Form' })
    .click();
  const creatingForm = page.getByRole('dialog', { name: 'New Standalone Form' });
  const formName = `Pet check-in ${suffix}`;
  await creatingForm.getByLabel('Form Name').pressSequentially(formName, typing);
  await creatingForm.getByRole('button', { name: 'Create' }).click();
  const formEditor = page.getByRole('dialog', { name: formName });
  await formEditor.getByRole('link', { name: 'Edit Design' }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f-]+\/design$/);
  const formGuid = /\/forms\/([0-9a-f-]+)\/design$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  // 2a. A list made in the Lists tab from pasted lines.
  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByRole('button', { name: 'New List' }).click();
  const listDrawer = page.getByRole('dialog', { name: 'Creating New List' });
  await listDrawer.getByLabel('Name', { exact: true }).pressSequentially('Sizes', typing);
  await listDrawer.getByRole('button', { name: 'Add from Text' }).click();
  await listDrawer.getByLabel(/^Paste options, one per line/).focus();
  await page.keyboard.insertText('Small, S\nMedium, M\nLarge, L');
  await listDrawer.getByRole('button', { name: 'Add Options' }).click();
  await listDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(listDrawer).toBeHidden();
  const listRow = page.getByRole('row').filter({ hasText: 'Sizes' });
  await expect(listRow).toContainText('Small - S');
  await expect(listRow).toContainText('Large - L');

  // 2b. The elements, dragged from the palette with the pointer.
  await page.getByRole('tab', { name: 'Design' }).click();
  await pointerDrag(page, await paletteItem(page, 'Section'), canvas(page).locator('[data-drop-zone="top"]'));
  await expect(panel(page).getByRole('heading', { name: 'Section', exact: true })).toBeVisible();
  const sectionGuid = (await panel(page).getByTestId('element-guid').textContent())!.trim();
  await relabel(page, 'About the pet');
  const section = canvas(page).locator(`li[data-element-guid="${sectionGuid}"]`);
  const dropIntoSection = canvas(page).locator(`[data-drop-zone="${sectionGuid}"]`);

  const dragIn = async (item: string, label: string) => {
    const before = await section.locator(`li[aria-label="${item}"]`).count();
    await pointerDrag(page, await paletteItem(page, item), dropIntoSection);
    await expect(section.locator(`li[aria-label="${item}"]`)).toHaveCount(before + 1);
    await expect(panel(page).getByRole('heading', { name: item, exact: true })).toBeVisible();
    await relabel(page, label);
  };
  await dragIn('Simple Text', 'Pet name');
  const petCode = await questionCode(page);
  await dragIn('Number', 'Name length');
  const lengthCode = await questionCode(page);
  await dragIn('Radio Buttons', 'Size');
  // The options come from the list, linked: shown read-only under its name.
  await panel(page).getByLabel('Options from list').selectOption({ label: 'Sizes' });
  await panel(page).getByRole('button', { name: 'Use List' }).click();
  const linkedList = panel(page).locator('[data-slot="linked-list"]');
  await expect(linkedList).toContainText('Sizes');
  await expect(linkedList).toContainText('Small - S');
  await expect(linkedList).toContainText('Large - L');
  await dragIn('Repeater', 'Visits');
  await dragIn('Name Stamp', 'Checked in by');

  // 3a. A hide rule: the length is hidden while the pet is called 'cat'.
  await page.getByRole('button', { name: 'Edit Rules' }).click();
  const strip = rulesDrawer(page).getByRole('group', { name: 'Form Element' });
  await strip.getByLabel('Element', { exact: true }).selectOption({ label: `${petCode}: Pet name` });
  await strip.getByLabel('Condition', { exact: true }).selectOption({ label: 'equals' });
  await strip.getByLabel('Value', { exact: true }).pressSequentially('cat', typing);
  await strip.getByLabel('Rule type').selectOption({ label: 'Hide' });
  await strip.getByLabel('Target element').selectOption({ label: `${lengthCode}: Name length` });
  await strip.getByRole('button', { name: 'Add' }).click();
  const rulesTable = rulesDrawer(page).getByRole('table', { name: 'Form rules' });
  await expect(rulesTable).toContainText(`${petCode}: Pet name equals 'cat'`);
  await page.keyboard.press('Escape');
  await expect(rulesDrawer(page)).toHaveCount(0);

  // 3b. The length is computed by a custom expression, checked by the server as it is typed.
  await select(page, 'Name length');
  await expect(panel(page).getByRole('tab', { name: 'Rules (1)' })).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Computed' }).click();
  await panel(page).getByRole('combobox', { name: 'Computation' }).selectOption('Custom Expression');
  const expression = panel(page).getByRole('textbox', { name: 'Custom Expression' });
  await expression.pressSequentially('$length(', typing);
  await expect(panel(page).getByRole('alert')).not.toHaveText('');
  await expression.pressSequentially(`${petCode})`, typing);
  await expect(panel(page).getByText('Valid expression')).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  // 4a. Undo takes the typing back as one step; redo brings it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(expression).toHaveValue('');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(expression).toHaveValue(`$length(${petCode})`);
  await expect(panel(page).getByText('Valid expression')).toBeVisible();

  // 5a. A second designer opens the form now: Sam holds it, so they only look.
  const danaContext = await browser.newContext();
  const dana = await danaContext.newPage();
  const admin = demoCredential('admin@');
  await signIn(dana, admin.email, admin.password);
  await dana.goto(`/forms/${formGuid}/design`);
  await expect(dana.getByText('Read only: Sam Setup is editing this form.', { exact: false })).toBeVisible();
  await expect(dana.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await dana.getByRole('tab', { name: 'Design' }).click();
  await expect(palette(dana)).toHaveCount(0);
  await expect(canvas(dana).locator('li[aria-label="Pet name"]')).toHaveCount(0);

  // 4b. Save; the other designer is told and sees the saved design without reloading.
  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(
    dana.locator('[data-sonner-toast]').filter({
      hasText: /^The form has been updated by Sam Setup at .+\. Refreshing form definition\.\.\.$/,
    }),
  ).toBeVisible();
  // With Split Pages each top-level section is a page: the new section follows the form's first.
  await dana.getByRole('combobox', { name: 'Page' }).selectOption({ index: 1 });
  await expect(canvas(dana).locator('li[aria-label="Pet name"]')).toBeVisible();
  await expect(canvas(dana).locator('li[aria-label="Size"]')).toBeVisible();
  await danaContext.close();

  // The server holds what was built.
  const stored = (await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, {
      headers: await api.authHeaders(),
    })
  ).json()) as StoredForm;
  const byLabel = new Map(stored.components.map((element) => [element.label, element]));
  for (const [label, type] of [
    ['Pet name', 'SimpleText'],
    ['Name length', 'Number'],
    ['Size', 'RadioButtons'],
    ['Visits', 'Repeater'],
    ['Checked in by', 'NameStamp'],
  ] as const)
    expect(byLabel.get(label), label).toMatchObject({ type, parentGuid: sectionGuid });
  expect(byLabel.get('Size')).toMatchObject({
    properties: { optionsListGuid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  });
  expect(byLabel.get('Name length')!.events).toEqual([
    expect.objectContaining({ eventType: 'CustomExpression', customExpression: `$length(${petCode})` }),
  ]);
  expect(stored.rules).toEqual([
    expect.objectContaining({ elementGuid: byLabel.get('Name length')!.guid, ruleType: 'Hidden' }),
  ]);

  // 4c. Preview: the rule hides the length while the pet is called 'cat'.
  await page.getByRole('switch', { name: 'Split Pages' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  const petName = page.getByLabel('Pet name', { exact: true });
  await expect(page.getByLabel('Name length', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeVisible();
  await petName.pressSequentially('cat', typing);
  await expect(page.getByLabel('Name length', { exact: true })).toHaveCount(0);
  await petName.pressSequentially('s', typing);
  await expect(page.getByLabel('Name length', { exact: true })).toBeVisible();

  // 4d. A response through the product: the form's responses list makes one and opens it.
  await page.goto(`/forms/${formGuid}/responses`);
  await page.getByRole('button', { name: 'New Response' }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f-]+\/responses\/[0-9a-f-]+$/);
  const responseGuid = /\/responses\/([0-9a-f-]+)$/.exec(page.url())![1]!;
  // The new section is the form's second page: the contents list leads to it.
  await page
    .getByRole('link', { name: 'About the pet' })
    .or(page.getByRole('button', { name: 'About the pet' }))
    .first()
    .click();
  const petAnswer = page.getByLabel('Pet name', { exact: true });
  await expect(petAnswer).toBeEditable();
  const petSaved = answerSaved(page, byLabel.get('Pet name')!.guid);
  await petAnswer.pressSequentially('Rex', typing);
  await petAnswer.blur();
  expect((await petSaved).ok()).toBe(true);
  const sizeSaved = answerSaved(page, byLabel.get('Size')!.guid);
  await page.getByRole('radio', { name: 'Medium' }).click();
  expect((await sizeSaved).ok()).toBe(true);

  // The stored answers, read back through the API.
  const answerOf = async (label: string) => {
    const answers = await api.answers(formGuid, stored.orgGuid, responseGuid);
    const answer = answers.find((candidate) => candidate.formElementGuid === byLabel.get(label)!.guid);
    return answer?.answerValue == null ? undefined : (JSON.parse(answer.answerValue) as unknown);
  };
  await expect.poll(() => answerOf('Pet name')).toBe('Rex');
  await expect.poll(() => answerOf('Size')).toBe('M');
  await expect.poll(() => answerOf('Name length')).toBe(3);

  // 6. A View Setup user sees everything read-only.
  const { context: viewerContext, page: viewerPage } = await openDesignerAsViewSetup(browser, formGuid);
  await expect(viewerPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await viewerPage.getByRole('tab', { name: 'Form Properties' }).click();
  await expect(viewerPage.getByLabel('Name', { exact: true })).not.toBeEditable();
  await viewerPage.getByRole('tab', { name: 'Design' }).click();
  await expect(palette(viewerPage)).toHaveCount(0);
  await viewerPage.getByRole('switch', { name: 'Split Pages' }).click();
  const sizeCard = canvas(viewerPage).locator('li[aria-label="Size"]');
  await expect(sizeCard.getByRole('button', { name: 'Move Size' })).toHaveCount(0);
  await sizeCard.locator('button[aria-pressed]').first().click();
  await expect(panel(viewerPage).getByLabel('Label', { exact: true })).toBeDisabled();
  await expect(panel(viewerPage).getByRole('button', { name: 'Use List' })).toHaveCount(0);
  await viewerPage.getByRole('button', { name: 'Edit Rules' }).click();
  const viewerStrip = rulesDrawer(viewerPage).getByRole('group', { name: 'Form Element' });
  await expect(rulesDrawer(viewerPage).getByRole('table', { name: 'Form rules' })).toContainText(
    `${petCode}: Pet name equals 'cat'`,
  );
  await expect(viewerStrip.getByRole('button', { name: 'Add' })).not.toBeEnabled();
  await viewerPage.keyboard.press('Escape');
  await viewerPage.getByRole('tab', { name: 'Lists' }).click();
  await expect(viewerPage.getByRole('row').filter({ hasText: 'Sizes' })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'New List' })).toHaveCount(0);

  // ...and the server refuses their write with a clear message, changing nothing.
  const viewerApi = await apiAs(viewerPage);
  const refused = await viewerPage.request.put(`/api/FormDefinition/${formGuid}/UpdateFormDefinition`, {
    headers: await viewerApi.authHeaders(),
    data: { ...stored, name: 'Renamed by a viewer' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ detail: 'You do not have the role needed for this.' });
  const after = (await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, {
      headers: await api.authHeaders(),
    })
  ).json()) as StoredForm & { name: string };
  expect(after.name).toBe(formName);
  await viewerContext.close();
});
