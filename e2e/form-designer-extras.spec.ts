import { expect, test, type Locator, type Page } from '@playwright/test';
import { card, openNewForm, palette, panel, typing } from './support/designer.ts';

// The form designer's Computed tab, Autosave Form, Show Archived and table of contents (spec
// forms-and-workflows 2.8, 4.8, 5.7), used with keyboard and mouse as a designer would, typing at human speed.

async function openNewFormDesign(page: Page, name: string) {
  const opened = await openNewForm(page, name);
  await page.getByRole('tab', { name: 'Design' }).click();
  return opened;
}

async function select(page: Page, label: string) {
  await card(page, label).locator('button[aria-pressed]').first().click();
  await expect(panel(page).getByRole('heading', { name: label })).toBeVisible();
}

/** Adds a palette item by keyboard (Enter), where the selection is, and names it. */
async function addNamed(page: Page, item: string, label: string) {
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill(item);
  await expect(palette(page).getByRole('button', { name: item, exact: true })).toBeVisible();
  await palette(page).getByRole('button', { name: item, exact: true }).focus();
  await page.keyboard.press('Enter');
  const name = panel(page).getByLabel('Label', { exact: true });
  await name.clear();
  await name.pressSequentially(label, typing);
  await expect(card(page, label)).toBeVisible();
}

async function expression(page: Page): Promise<Locator> {
  return panel(page).getByRole('textbox', { name: 'Custom Expression' });
}

test('a designer computes values by sum, percentage and a custom expression checked live as it is typed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { api, formGuid } = await openNewFormDesign(page, 'Computed form');
  await select(page, 'Section 1');
  // A section is never a computed target: no Computed tab.
  await expect(panel(page).getByRole('tab', { name: 'Computed' })).toHaveCount(0);

  await addNamed(page, 'Number', 'Apples');
  await addNamed(page, 'Number', 'Pears');
  await addNamed(page, 'Number', 'Total fruit');
  await addNamed(page, 'Number', 'Apple share');
  await addNamed(page, 'Simple Text', 'Summary');

  // Sum To: the total of apples and pears.
  await select(page, 'Total fruit');
  await panel(page).getByRole('tab', { name: 'Computed' }).click();
  const computation = panel(page).getByRole('combobox', { name: 'Computation' });
  await computation.selectOption('Sum To');
  await expect(panel(page).getByText('Choose at least one element to sum.')).toBeVisible();
  await panel(page).getByRole('checkbox', { name: 'Apples (Number1)' }).click();
  await panel(page).getByRole('checkbox', { name: 'Pears (Number2)' }).click();
  await expect(panel(page).getByText('Choose at least one element to sum.')).toHaveCount(0);
  // The target itself is not offered, nor text.
  await expect(panel(page).getByRole('checkbox', { name: /Total fruit/ })).toHaveCount(0);
  await expect(panel(page).getByRole('checkbox', { name: /Summary/ })).toHaveCount(0);

  // Percentage To: apples over the total.
  await select(page, 'Apple share');
  await panel(page).getByRole('tab', { name: 'Computed' }).click();
  await computation.selectOption('Percentage To');
  await panel(page).getByRole('combobox', { name: 'Numerator' }).selectOption('Apples (Number1)');
  await panel(page).getByRole('combobox', { name: 'Denominator' }).selectOption('Total fruit (Number3)');

  // Simple Text takes only a custom expression, checked by the server while it is typed.
  await select(page, 'Summary');
  await panel(page).getByRole('tab', { name: 'Computed' }).click();
  await expect(computation.locator('option')).toHaveText(['None', 'Custom Expression']);
  await computation.selectOption('Custom Expression');
  const input = await expression(page);
  await input.pressSequentially('Number1 +', typing);
  const verdict = panel(page).getByRole('alert');
  await expect(verdict).toBeVisible();
  await expect(verdict).not.toHaveText('');
  const parserMessage = (await verdict.textContent())!.trim();

  // Save refuses the expression the server found invalid, with its message.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Computed value of 'Summary': ${parserMessage}`)).toBeVisible();

  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially('Plums & " fruit"', typing);
  await expect(verdict).toHaveText('Unknown question code: Plums');

  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially('$string(Number3) & " fruit"', typing);
  await expect(panel(page).getByText('Valid expression')).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  // The typing is one undo step: undo empties the expression, redo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(input).toHaveValue('');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(input).toHaveValue('$string(Number3) & " fruit"');
  await expect(panel(page).getByText('Valid expression')).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  const stored = (await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, {
      headers: await api.authHeaders(),
    })
  ).json()) as { components: { guid: string; label: string; events?: unknown[] }[] };
  const byLabel = new Map(stored.components.map((element) => [element.label, element]));
  const guidOf = (label: string) => byLabel.get(label)!.guid;
  expect(byLabel.get('Total fruit')!.events).toEqual([
    expect.objectContaining({
      eventType: 'SumTo',
      formElementGuidsToSum: [guidOf('Apples'), guidOf('Pears')],
    }),
  ]);
  expect(byLabel.get('Apple share')!.events).toEqual([
    expect.objectContaining({
      eventType: 'PercentageTo',
      numeratorFormElementGuid: guidOf('Apples'),
      denominatorFormElementGuid: guidOf('Total fruit'),
    }),
  ]);
  expect(byLabel.get('Summary')!.events).toEqual([
    expect.objectContaining({
      eventType: 'CustomExpression',
      customExpression: '$string(Number3) & " fruit"',
    }),
  ]);

  // After a reload the Computed tab shows what was stored.
  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  await select(page, 'Total fruit');
  await panel(page).getByRole('tab', { name: 'Computed' }).click();
  await expect(panel(page).getByRole('checkbox', { name: 'Apples (Number1)' })).toBeChecked();
  await expect(panel(page).getByRole('checkbox', { name: 'Pears (Number2)' })).toBeChecked();
});

test('Autosave Form saves 5 s after a change unless the draft has errors; Show Archived; table of contents', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { api, info, formGuid } = await openNewFormDesign(page, 'Autosaved form');
  const autosave = page.getByRole('switch', { name: 'Autosave Form' });
  await expect(autosave).not.toBeChecked();
  await autosave.click();

  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/UpdateFormDefinition') && response.status() === 200) saves.push(Date.now());
  });
  await select(page, 'Section 1');
  await addNamed(page, 'Number', 'Apples');
  const changedAt = Date.now();
  await expect.poll(() => saves.length, { timeout: 12_000 }).toBe(1);
  expect(saves[0]! - changedAt).toBeGreaterThanOrEqual(4_500);
  await expect(page.getByRole('status').filter({ hasText: /^Autosaved at / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // A draft with a blocking error waits: a sum with nothing to sum is not saved.
  await panel(page).getByRole('tab', { name: 'Computed' }).click();
  await panel(page).getByRole('combobox', { name: 'Computation' }).selectOption('Sum To');
  await page.waitForTimeout(6_500);
  expect(saves).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await panel(page).getByRole('combobox', { name: 'Computation' }).selectOption('None');
  await expect.poll(() => saves.length, { timeout: 12_000 }).toBe(2);

  // The toggle is kept in the browser.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Autosave Form' })).toBeChecked();
  await page.getByRole('tab', { name: 'Design' }).click();

  // Show Archived appears only once something is archived, with the count; off hides archived elements.
  await expect(page.getByRole('switch', { name: /Show Archived/ })).toHaveCount(0);
  const response = await page.request.post(`/api/mwforms/${formGuid}/CreateFormResponse`, {
    params: { orgGuid: info.defaultOrgGuid, userGuid: info.userGuid },
    headers: await api.authHeaders(),
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  await select(page, 'Apples');
  await panel(page).getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(card(page, 'Apples')).toHaveCount(0);
  const showArchived = page.getByRole('switch', { name: 'Show Archived (1)' });
  await expect(showArchived).not.toBeChecked();
  await showArchived.click();
  await expect(card(page, 'Apples').getByText('Archived')).toBeVisible();
  await expect.poll(() => saves.length, { timeout: 12_000 }).toBe(3);

  // Table of contents: a second section makes a second page; choosing the first goes back to it.
  await page.getByRole('button', { name: 'Stop editing' }).click();
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill('Section');
  await palette(page).getByRole('button', { name: 'Section', exact: true }).focus();
  await page.keyboard.press('Enter');
  const pageChoice = page.getByRole('combobox', { name: 'Page' });
  await expect(pageChoice).toHaveValue('1');
  await expect(card(page, 'Section 1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Table of Contents' }).click();
  const contents = page.getByRole('navigation', { name: 'Table of Contents' });
  await expect(contents.getByRole('button')).toHaveText(['Section 1', 'Section']);
  await contents.getByRole('button', { name: 'Section 1' }).click();
  await expect(pageChoice).toHaveValue('0');
  await expect(card(page, 'Section 1').locator('button[aria-pressed="true"]')).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: 'Section 1' })).toBeVisible();
});

/** The labels of the elements directly inside a container card, in order. */
const inside = (page: Page, label: string) =>
  card(page, label)
    .locator(':scope > div > ul > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('Alt+Arrow keys move the selected element a place, into the next section, within the rules of 5.10', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openNewFormDesign(page, 'Arranged form');
  await page.getByRole('switch', { name: 'Split Pages' }).click();
  await select(page, 'Section 1');
  await addNamed(page, 'Number', 'Apples');
  await addNamed(page, 'Number', 'Pears');
  await page.getByRole('button', { name: 'Stop editing' }).click();
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill('Section');
  await palette(page).getByRole('button', { name: 'Section', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'Section')).toBeVisible();

  await select(page, 'Pears');
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => inside(page, 'Section 1')).toEqual(['Pears', 'Apples']);
  await expect(card(page, 'Pears').locator('button[aria-pressed="true"]')).toBeFocused();
  // Above the first section a question may not stand alone.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByText('A form item must be added to a Section.')).toBeVisible();
  await expect.poll(() => inside(page, 'Section 1')).toEqual(['Pears', 'Apples']);

  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => inside(page, 'Section 1')).toEqual(['Apples', 'Pears']);
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => inside(page, 'Section')).toEqual(['Pears']);
  await expect.poll(() => inside(page, 'Section 1')).toEqual(['Apples']);

  // Undo takes the last move back; Keyboard Tips tells of the keys.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => inside(page, 'Section 1')).toEqual(['Apples', 'Pears']);
  await page.locator('body').focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard Tips' }).getByText('Alt+↑ or Alt+↓')).toBeVisible();
});
