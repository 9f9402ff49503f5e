import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

// 'Upload Form JSON' (spec forms-and-workflows 2.8, 5.10): on Raw Forms it adds a form and opens it in the
// designer; in the designer it replaces the form. Empty input, unreadable JSON and element events are
// refused in the dialog and change nothing.

function formJson(name: string, extra: Record<string, unknown> = {}) {
  const section = crypto.randomUUID();
  return {
    guid: crypto.randomUUID(),
    name,
    formType: 'Other',
    formCode: `upload${Date.now().toString(36)}`,
    components: [
      {
        guid: section,
        type: 'Section',
        label: 'Details',
        questionCode: 'Section1',
        parentGuid: null,
        properties: {},
      },
      {
        guid: crypto.randomUUID(),
        type: 'SimpleText',
        label: 'Full name',
        questionCode: 'SimpleText1',
        parentGuid: section,
        properties: {},
        ...extra,
      },
    ],
    rules: [],
    sectionRules: [],
    formRules: [],
    metaInfo: { multipleInstancesAllowed: true, minInstances: 0, maxInstances: 3 },
  };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload Form JSON' });

async function upload(page: Page, text: string) {
  await dialog(page).getByLabel('Form JSON').fill(text);
  await dialog(page).getByRole('button', { name: 'Upload' }).click();
}

test('form JSON uploaded on Raw Forms opens in the designer, and an upload there replaces the form', async ({
  page,
}) => {
  const admin = demoCredential('admin@');
  await signIn(page, admin.email, admin.password);
  const api = await apiAs(page);
  await page.goto('/tech-forms');
  await page.getByRole('button', { name: 'Upload Form JSON' }).click();

  await dialog(page).getByRole('button', { name: 'Upload' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('No JSON provided');
  await upload(page, '   ');
  await expect(dialog(page).getByRole('alert')).toHaveText('No JSON provided');
  await upload(page, '{"name": "Broken"');
  await expect(dialog(page).getByRole('alert')).toContainText('The JSON could not be read');
  const withEvents = formJson('With events', { events: [{ trigger: 'OnSave', kind: 'SumTo' }] });
  await upload(page, JSON.stringify(withEvents));
  await expect(dialog(page).getByRole('alert')).toContainText(
    'Events are not supported in uploaded JSON. Remove the events of: SimpleText1.',
  );
  const refused = await page.request.get(`/api/FormDefinition/${withEvents.guid}/GetFormDefinition`, {
    headers: await api.authHeaders(),
  });
  expect(refused.status()).toBe(404);

  const name = `Uploaded ${Date.now().toString(36)}`;
  const form = formJson(name);
  await upload(page, JSON.stringify(form));
  await expect(page).toHaveURL(new RegExp(`/forms/${form.guid}/design$`));
  await expect(page.getByText('Form added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Canvas' }).getByText('Full name')).toBeVisible();

  // In the designer the upload replaces this form.
  await page.getByRole('button', { name: 'Upload Form JSON' }).click();
  const renamed = { ...form, name: `${name} v2`, guid: crypto.randomUUID() };
  await upload(page, JSON.stringify(renamed));
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
  const stored = await page.request.get(`/api/FormDefinition/${form.guid}/GetFormDefinition`, {
    headers: await api.authHeaders(),
  });
  expect(((await stored.json()) as { name: string }).name).toBe(`${name} v2`);
});
