import { expect, test } from '@playwright/test';
import { answerSaved } from './support/answer-form.ts';
import { card, openNewForm, panel, typing } from './support/designer.ts';
import { addListBackedRadio, pasteOptions } from './support/lists.ts';

// A list-backed question (issue 14): a Setup Basic user makes a list by pasting its options in the designer's
// Lists tab, links a radio question to it, saves, and answers the form; the list changes and the form, opened
// again, offers the new option without the form being touched.

test.use({ actionTimeout: 15_000 });

test('a radio question reads its options from a list, and follows the list when it changes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { api, formGuid, formName } = await openNewForm(page, 'Shirt order');
  const suffix = formName.split(' ').at(-1)!;

  // 1. The list, pasted into the Lists tab.
  const listName = `Sizes ${suffix}`;
  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByRole('button', { name: 'New List' }).click();
  const creating = page.getByRole('dialog', { name: 'Creating New List' });
  await creating.getByLabel('Name', { exact: true }).pressSequentially(listName, typing);
  await pasteOptions(page, creating, 'Small, S\nMedium, M\nLarge, L');
  await creating.getByRole('button', { name: 'Save' }).click();
  await expect(creating).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: listName })).toContainText('Large - L');

  // 2. A radio question linked to it: its options are the list's, shown read-only with the list's name.
  await addListBackedRadio(page, 'Shirt size', listName);
  await expect(card(page, 'Shirt size')).toBeVisible();
  const linked = panel(page).locator('[data-slot="linked-list"]');
  await expect(linked).toContainText(listName);
  await expect(linked).toContainText('Medium - M');
  await expect(panel(page).getByRole('button', { name: 'Unlink' })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateFormDefinition'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);

  // 3. The form answered through the renderer: the list's options, in its order; the answer is stored.
  await page.goto(`/forms/${formGuid}/responses`);
  await page.getByRole('button', { name: 'New Response' }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f-]+\/responses\/[0-9a-f-]+$/);
  const responseUrl = page.url();
  const responseGuid = /\/responses\/([0-9a-f-]+)$/.exec(responseUrl)![1]!;
  const sizes = page.getByRole('radiogroup', { name: 'Shirt size' }).getByRole('radio');
  await expect(sizes).toHaveCount(3);
  expect(await sizes.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))).toEqual([
    'S',
    'M',
    'L',
  ]);
  const stored = (await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, {
      headers: await api.authHeaders(),
    })
  ).json()) as { orgGuid: string; components: { guid: string; label: string }[] };
  const sizeGuid = stored.components.find((element) => element.label === 'Shirt size')!.guid;
  const sizeSaved = answerSaved(page, sizeGuid);
  await page.getByRole('radio', { name: 'Medium' }).click();
  expect((await sizeSaved).ok()).toBe(true);
  const answerOfSize = async () => {
    const answers = await api.answers(formGuid, stored.orgGuid, responseGuid);
    const answer = answers.find((candidate) => candidate.formElementGuid === sizeGuid);
    return answer?.answerValue == null ? undefined : (JSON.parse(answer.answerValue) as unknown);
  };
  await expect.poll(answerOfSize).toBe('M');

  // 4. The list gains an option; the form, opened again, offers it and keeps the answer.
  await page.goto(`/forms/${formGuid}/design`);
  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByRole('button', { name: `Edit ${listName}` }).click();
  const editing = page.getByRole('dialog', { name: `Editing List - ${listName}` });
  await pasteOptions(page, editing, 'Extra large, XL');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await page.goto(responseUrl);
  await expect(page.getByRole('radio', { name: 'Extra large' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  const largeSaved = answerSaved(page, sizeGuid);
  await page.getByRole('radio', { name: 'Extra large' }).click();
  expect((await largeSaved).ok()).toBe(true);
  await expect.poll(answerOfSize).toBe('XL');
});
