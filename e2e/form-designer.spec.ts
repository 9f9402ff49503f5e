import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { canvas, openDesignerAsViewSetup, palette, panel } from './support/designer.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// The form designer (spec forms-and-workflows 2.8, 5.10): a Setup Basic user builds a form by dragging from
// the palette and by keyboard, edits a label in the generated Properties panel and saves; a View Setup user
// sees the same design read-only.

/** Narrows the palette to one label, so its item sits beside the canvas. */
async function pick(page: Page, label: string): Promise<Locator> {
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill(label);
  // Wait for the filtered palette: the item must be measured where it now sits, not further down the list.
  await expect(palette(page).getByRole('button')).toHaveText([label]);
  return palette(page).getByRole('button', { name: label, exact: true });
}

/** Drags with the pointer in small steps, as dnd-kit needs to see the pointer move before it drops. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 3 });
  await to.scrollIntoViewIfNeeded();
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Signs the Setup Basic demo person in, makes a new empty form through the API and opens its designer. */
async function openNewFormAsSetupBasic(page: Page, namePrefix: string) {
  const designer = demoCredential('setupbasic@');
  await signIn(page, designer.email, designer.password);
  const api = await apiAs(page);
  const { defaultOrgGuid } = await api.myUserInfo();
  const formName = `${namePrefix} ${Date.now().toString(36)}`;
  const created = await page.request.post(
    `/api/FormDefinition/${encodeURIComponent(formName)}/CreateFormDefinition?orgGuid=${defaultOrgGuid}`,
    { headers: await api.authHeaders() },
  );
  expect(created.ok(), await created.text()).toBe(true);
  const formGuid = ((await created.json()) as { guid: string }).guid;
  await page.goto(`/forms/${formGuid}/design`);
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  return { api, formGuid };
}

test('a Setup Basic user designs a form by drag and drop and by keyboard; a View Setup user only looks', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { api, formGuid } = await openNewFormAsSetupBasic(page, 'Designed form');
  await page.getByRole('tab', { name: 'Design' }).click();
  for (const group of ['Inputs', 'Actions', 'Text Content', 'Structure & Other'])
    await expect(palette(page).getByRole('region', { name: group })).toBeVisible();

  // A question dropped outside any section is refused with the spec's message.
  await drag(page, await pick(page, 'Simple Text'), canvas(page).locator('[data-drop-zone="top"]'));
  await expect(page.getByText('A form item must be added to a Section.')).toBeVisible();

  // A Section from the palette at the top level; the new element opens in the side panel.
  const sectionsBefore = await canvas(page).locator('li[aria-label="Section"]').count();
  await drag(page, await pick(page, 'Section'), canvas(page).locator('[data-drop-zone="top"]'));
  await expect(canvas(page).locator('li[aria-label="Section"]')).toHaveCount(sectionsBefore + 1);
  const sectionGuid = (await panel(page).getByTestId('element-guid').textContent())!.trim();

  // A Simple Text into that section by drag and drop.
  await drag(
    page,
    await pick(page, 'Simple Text'),
    canvas(page).locator(`[data-drop-zone="${sectionGuid}"]`),
  );
  const section = canvas(page).locator(`li[data-element-guid="${sectionGuid}"]`);
  await expect(section.locator('li[aria-label="Simple Text"]')).toHaveCount(1);

  // A Number by keyboard: filter the palette, Enter on the item adds it after the selected question.
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill('numb');
  await expect(palette(page).getByRole('button')).toHaveText(['Number']);
  await palette(page).getByRole('button', { name: 'Number' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.locator('li[aria-label="Number"]')).toHaveCount(1);

  // The label is edited in the Properties panel generated from the element's schema.
  await section
    .locator('li[aria-label="Simple Text"]')
    .getByRole('button', { name: /Simple Text/ })
    .last()
    .click();
  const labelField = panel(page).getByLabel('Label', { exact: true });
  await labelField.fill('Favourite colour');
  await expect(section.locator('li[aria-label="Favourite colour"]')).toBeVisible();

  // Undo puts the old label back, on the canvas and in the panel; redo brings the edit again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(section.locator('li[aria-label="Favourite colour"]')).toHaveCount(0);
  await expect(labelField).not.toHaveValue('Favourite colour');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(section.locator('li[aria-label="Favourite colour"]')).toBeVisible();
  await expect(labelField).toHaveValue('Favourite colour');

  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  // With Split Pages each top-level section is a page: the new section is the second.
  await page.getByRole('combobox', { name: 'Page' }).selectOption({ index: 1 });
  const stored = canvas(page).locator(`li[data-element-guid="${sectionGuid}"]`);
  await expect(stored.locator('li[aria-label="Favourite colour"]')).toBeVisible();
  await expect(stored.locator('li[aria-label="Number"]')).toBeVisible();

  // Preview shows the draft through the real renderer, on one page once Split Pages is off.
  await page.getByRole('switch', { name: 'Split Pages' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByLabel('Favourite colour')).toBeVisible();

  // A View Setup user sees the design read-only.
  const { context: viewerContext, page: viewerPage } = await openDesignerAsViewSetup(browser, formGuid);
  await viewerPage.getByRole('tab', { name: 'Design' }).click();
  await viewerPage.getByRole('combobox', { name: 'Page' }).selectOption({ index: 1 });
  await expect(palette(viewerPage)).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const question = canvas(viewerPage).locator('li[aria-label="Favourite colour"]');
  await expect(question.getByRole('button', { name: 'Move Favourite colour' })).toHaveCount(0);
  await question.getByRole('button', { name: /Favourite colour/ }).click();
  await expect(panel(viewerPage).getByLabel('Label', { exact: true })).toBeDisabled();

  // The server refuses the viewer's write whatever the screen shows.
  const viewerApi = await apiAs(viewerPage);
  const form = await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, {
      headers: await api.authHeaders(),
    })
  ).json();
  const refused = await viewerPage.request.put(`/api/FormDefinition/${formGuid}/UpdateFormDefinition`, {
    headers: await viewerApi.authHeaders(),
    data: { ...form, name: 'Renamed by a viewer' },
  });
  expect(refused.status()).toBe(403);
  await viewerContext.close();
});

test('Raw Forms links each form to its designer', async ({ page }) => {
  const admin = demoCredential('admin@');
  await signIn(page, admin.email, admin.password);
  await page.goto('/tech-forms');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Edit Design' }) })
    .first();
  const name = (await row.getByRole('cell').nth(1).textContent())!.trim();
  await row.getByRole('link', { name: 'Edit Design' }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f-]+\/design$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/tech-forms$/);
});

test('the first editor keeps the edit lock; a second one looks, and sees the first one’s save arrive', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { formGuid } = await openNewFormAsSetupBasic(page, 'Shared form');

  // Dana may edit forms too, but Sam was first: Dana's designer is read-only and says who holds it.
  const danaContext = await browser.newContext();
  const dana = await danaContext.newPage();
  const admin = demoCredential('admin@');
  await signIn(dana, admin.email, admin.password);
  await dana.goto(`/forms/${formGuid}/design`);
  await expect(dana.getByText('Read only: Sam Setup is editing this form.', { exact: false })).toBeVisible();
  await expect(dana.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const people = page.getByRole('status', { name: "People in this form's designer" });
  await expect(people).toContainText('Sam Setup (editing)');
  await expect(people).toContainText('Dana Admin (viewing)');

  // Sam renames the form and saves: Dana is told who changed it and sees the new name without a reload.
  await page.getByRole('tab', { name: 'Form Properties' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await name.clear();
  await name.pressSequentially('Renamed live', { delay: 60 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    dana.locator('[data-sonner-toast]').filter({
      hasText: /^The form has been updated by Sam Setup at .+\. Refreshing form definition\.\.\.$/,
    }),
  ).toBeVisible();
  await expect(dana.getByRole('heading', { level: 1, name: 'Renamed live' })).toBeVisible();

  // Sam leaves; Dana, opening the designer again, now holds the lock.
  await page.close();
  await dana.reload();
  await expect(dana.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await danaContext.close();
});
