import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { tinyPng } from './support/files.ts';
import { ALL_ELEMENT_TYPES, everyElementForm, everyElementIds } from './support/form-fixture.ts';
import { demoCredential, signIn } from './support/sign-in.ts';

const EMPTY_ROW = '00000000-0000-0000-0000-000000000000';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toast = (page: Page, text: string) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) })
    .first();

/** The wrapper of a top-level element, scrolled near the viewport so its widget mounts. */
async function element(page: Page, guid: string): Promise<Locator> {
  const wrapper = page.locator(`#element-${guid}`);
  await wrapper.scrollIntoViewIfNeeded();
  return wrapper;
}

/** Waits for the debounced save of one answer and its 'Saved' toast. */
async function expectSaved(page: Page, elementGuid: string, change: () => Promise<void>) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/answers/${elementGuid}/`) &&
      response.url().endsWith('/SubmitAnswer') &&
      response.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await change();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await expect(toast(page, 'Saved')).toBeVisible();
}

/** The tick a checkbox draws (its ::before: width and mask image), or null when it draws none. */
const tickOf = (checkbox: Locator) =>
  checkbox.evaluate((input) => {
    const tick = getComputedStyle(input, '::before');
    return tick.content === 'none' ? null : { width: tick.width, shape: tick.maskImage };
  });

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const crashed = page.getByText('Something went wrong!');
  if (await crashed.isVisible().catch(() => false)) {
    await page.getByRole('button', { name: 'Show Error' }).click();
    console.error('The app showed its error page:', (await page.locator('body').innerText()).slice(0, 3000));
  }
});

test('a form with every element type and rule kind, uploaded as JSON, is filled in and keeps its answers', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = demoCredential('admin@');
  const ids = everyElementIds();
  const formName = `Everything form ${Date.now().toString(36)}`;
  const writes: string[] = [];
  page.on('request', (request) => {
    if (/\/SubmitAnswer$/.test(request.url())) writes.push(request.url());
  });

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);
  const api = await apiAs(page);
  const me = await api.myUserInfo();
  const orgGuid = me.defaultOrgGuid;
  let responseGuid = '';

  await test.step('the form is uploaded as JSON with every element type and every condition kind', async () => {
    const groups = await api.orgGroups(orgGuid);
    expect(groups.length).toBeGreaterThan(0);
    const form = everyElementForm(ids, { name: formName, orgGroupGuid: groups[0]!.guid });
    expect(new Set(form.components.map((c) => c.type))).toEqual(new Set(ALL_ELEMENT_TYPES));
    const conditions = form.rules.flatMap(
      (rule) => rule.conditions as { conditionType: string; type: string }[],
    );
    expect(new Set(conditions.map((c) => c.conditionType))).toEqual(
      new Set([
        'FormElementBased',
        'FormStatusBased',
        'WorkflowStatusBased',
        'LoginAccountBased',
        'TimeFrameBased',
      ]),
    );
    expect(
      new Set(conditions.filter((c) => c.conditionType === 'FormElementBased').map((c) => c.type)),
    ).toEqual(
      new Set([
        'Equals',
        'NotEquals',
        'Contains',
        'NotContains',
        'HasAnyValue',
        'HasNoValue',
        'CountEquals',
        'CountNotEquals',
      ]),
    );
    const stored = await api.uploadForm(orgGuid, form);
    expect(stored.guid).toBe(ids.form);
  });

  await test.step('Raw Forms → View Responses → New Response opens the response', async () => {
    await menu(page).getByRole('link', { name: 'Raw Forms' }).click();
    await page.getByLabel('Search forms').fill(formName);
    const row = page.getByRole('row').filter({ hasText: formName });
    await row.getByRole('link', { name: 'View Responses (0)' }).click();
    await expect(page.getByText(formName)).toBeVisible();
    await page.getByRole('button', { name: 'New Response' }).click();
    await expect(page).toHaveURL(new RegExp(`/forms/${ids.form}/responses/[0-9a-f-]{36}$`));
    responseGuid = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: formName })).toBeVisible();
    await expect(page.getByText('Hello ' + me.loginName)).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/forms-new-response.png', fullPage: true });
  });

  await test.step('invalid values show the spec messages and are not saved', async () => {
    const phone = (await element(page, ids.phone)).locator('input');
    await phone.fill('12345');
    await expect(await element(page, ids.phone)).toContainText(' Invalid Input');
    const people = (await element(page, ids.people)).locator('input');
    await people.fill('51');
    await expect(await element(page, ids.people)).toContainText(
      'Error Saving: Must be less than or equal to 50',
    );
    await page.screenshot({ path: 'test-results/screens/forms-invalid.png', fullPage: true });
    // A valid answer typed after them goes out past the same debounce; the invalid ones were never sent.
    await expectSaved(page, ids.name, async () =>
      (await element(page, ids.name)).locator('input').fill('Ada'),
    );
    expect(writes.filter((url) => url.includes(ids.phone) || url.includes(ids.people))).toEqual([]);
    await page.reload();
    await expect((await element(page, ids.phone)).locator('input')).toHaveValue('');
    await expect((await element(page, ids.people)).locator('input')).toHaveValue('');
    const answers = await api.answers(ids.form, orgGuid, responseGuid);
    expect(
      answers.filter((a) => a.formElementGuid === ids.phone || a.formElementGuid === ids.people),
    ).toEqual([]);
  });

  await test.step('inputs are filled in and each answer is saved', async () => {
    await expectSaved(page, ids.name, async () =>
      (await element(page, ids.name)).locator('input').fill('Ada Lovelace'),
    );
    await expectSaved(page, ids.phone, async () =>
      (await element(page, ids.phone)).locator('input').fill('6135550123'),
    );
    await expect((await element(page, ids.phone)).locator('input')).toHaveValue('(613) 555-0123');
    await expectSaved(page, ids.people, async () =>
      (await element(page, ids.people)).locator('input').fill('7'),
    );
    await expectSaved(page, ids.budget, async () =>
      (await element(page, ids.budget)).locator('input').fill('1250.5'),
    );
    await expectSaved(page, ids.address, async () => {
      const address = await element(page, ids.address);
      await address.getByLabel('Street address').fill('1 Main Street');
      await address.getByLabel('City').fill('Ottawa');
      await address.getByLabel('Province').selectOption('ON');
      await address.getByLabel('Postal code').fill('k1a0b1');
    });
    await expect((await element(page, ids.address)).getByLabel('Postal code')).toHaveValue('K1A 0B1');
    await expectSaved(page, ids.incidentDate, async () =>
      (await element(page, ids.incidentDate)).locator('input').fill('2026-03-15'),
    );
    await expectSaved(page, ids.notes, async () =>
      (await element(page, ids.notes)).locator('textarea').fill('Slippery floor'),
    );
    await expectSaved(page, ids.reference, async () =>
      (await element(page, ids.reference)).locator('input').fill('REF-42'),
    );
    // Typed markup is text: it must come back as the same visible text, never as an element.
    await expectSaved(page, ids.summary, async () => {
      await (await element(page, ids.summary)).getByRole('textbox').click();
      await page.keyboard.type('Floor was wet <b>again</b>');
    });
  });

  await test.step('a rating is chosen with the keyboard and kept after a reload', async () => {
    await page.locator('[data-element-type="Rating"]').scrollIntoViewIfNeeded();
    const rating = page.getByRole('radiogroup', { name: 'Rating' });
    await rating.getByRole('radio', { name: '1 of 5' }).focus();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/SubmitAnswer') && response.request().method() === 'POST',
    );
    await page.keyboard.press('End');
    expect((await saved).status()).toBe(200);
    await page.reload();
    // Widgets mount as they come near the screen: bring the rating's question into view first.
    await page.locator('[data-element-type="Rating"]').scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '5 of 5' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  await test.step('a Hidden rule hides and shows its target as the driving answer changes', async () => {
    const driver = (await element(page, ids.hideNotes)).getByRole('checkbox');
    expect(await tickOf(driver)).toBeNull();
    await expectSaved(page, ids.hideNotes, () => driver.check());
    // The tick is the checkbox's own ::before, drawn by the stylesheet: there only while ticked.
    expect(await tickOf(driver)).toEqual({ width: '14px', shape: expect.stringContaining('svg') });
    await expect(page.locator(`#element-${ids.notes}`)).toBeHidden();
    await expect(page.getByText('Slippery floor')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/forms-notes-hidden.png', fullPage: true });
    const removed = page.waitForResponse(
      (r) => r.url().includes(`/answers/${ids.hideNotes}/`) && r.url().endsWith('/DeleteAnswer'),
    );
    await driver.uncheck();
    expect((await removed).status()).toBeLessThan(300);
    expect(await tickOf(driver)).toBeNull();
    await expect(toast(page, 'Removed')).toBeVisible();
    await expect((await element(page, ids.notes)).locator('textarea')).toHaveValue('Slippery floor');
  });

  await test.step('a ReadOnly rule makes its target non-editable while it holds', async () => {
    const services = await element(page, ids.services);
    await expectSaved(page, ids.services, () => services.getByLabel('Water').check());
    const reference = page.locator(`#element-${ids.reference}`);
    await expect(reference.locator('input')).toHaveCount(0);
    await expect(reference).toContainText('REF-42');
    await page.screenshot({ path: 'test-results/screens/forms-reference-read-only.png', fullPage: true });
    await expectSaved(page, ids.services, async () => {
      await services.getByLabel('Water').uncheck();
      await services.getByLabel('Power').check();
    });
    await expect(reference.locator('input')).toBeEditable();
    await expect(reference.locator('input')).toHaveValue('REF-42');
  });

  await test.step('a file is uploaded, listed, downloaded and deleted after confirmation', async () => {
    const photos = await element(page, ids.photos);
    const upload = page.waitForResponse(
      (r) => r.url().includes(`/fileupload/${ids.photos}/`) && r.url().endsWith('/SubmitFileUpload'),
    );
    await photos.locator('input[type="file"]').setInputFiles(tinyPng);
    expect((await upload).status()).toBe(200);
    await expect(photos.getByRole('button', { name: tinyPng.name, exact: true })).toBeVisible();

    const fileResponse = page.waitForResponse((r) => /\/api\/files\/[0-9a-f-]{36}$/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await photos.getByRole('button', { name: tinyPng.name, exact: true }).click();
    const downloaded = await fileResponse;
    expect(downloaded.status()).toBe(200);
    expect(downloaded.headers()['content-type']).toMatch(/^image\/png/);
    // The app hands the fetched file to a new tab as a blob; the bytes it fetched are the uploaded ones.
    const again = await page.request.get(downloaded.url(), { headers: await api.authHeaders() });
    expect(again.headers()['content-type']).toMatch(/^image\/png/);
    expect(Buffer.compare(await again.body(), tinyPng.buffer)).toBe(0);
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    await expect(tab.locator('img')).toHaveJSProperty('naturalWidth', 1);
    await tab.close();

    // A second copy is uploaded so one can be deleted and one kept for the reload.
    const second = page.waitForResponse((r) => r.url().endsWith('/SubmitFileUpload'));
    await photos.locator('input[type="file"]').setInputFiles({ ...tinyPng, name: 'second.png' });
    expect((await second).status()).toBe(200);
    await expect(photos.getByRole('button', { name: 'second.png', exact: true })).toBeVisible();
    await photos.getByRole('button', { name: 'Delete second.png' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This will permanently delete the file "second.png". Continue?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(photos.getByRole('button', { name: 'second.png', exact: true })).toHaveCount(0);
    await expect(photos.getByRole('button', { name: tinyPng.name, exact: true })).toBeVisible();
  });

  await test.step('repeater rows are added, filled in and removed after confirmation', async () => {
    const witnesses = await element(page, ids.witnesses);
    const rows = witnesses.locator('[data-slot="repeater-row"]');
    // The repeater starts with its default single row.
    await expect(rows).toHaveCount(1);
    await witnesses.getByRole('button', { name: 'Add Witness' }).click();
    await expect(rows).toHaveCount(2);
    await expectSaved(page, ids.witnessName, () => rows.nth(0).locator('input').fill('Grace Hopper'));
    await rows.nth(1).getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'This will permanently delete this Witness and its answers. Continue?',
    );
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).locator('input')).toHaveValue('Grace Hopper');
  });

  await test.step('a comment is posted and replied to; a blank post is disabled', async () => {
    const comments = await element(page, ids.comments);
    const box = comments.getByLabel('New comment');
    const post = comments.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await box.fill('   ');
    await expect(post).toBeDisabled();
    await expect(comments.getByText('Comment cannot be empty')).toBeVisible();
    await box.fill('Who cleaned the floor?');
    await expect(post).toBeEnabled();
    const submitted = page.waitForResponse((r) => r.url().endsWith('/SubmitDiscussionAnswer'));
    await post.click();
    expect((await submitted).status()).toBe(200);
    await expect(comments.getByText('Who cleaned the floor?')).toBeVisible();
    await comments.getByRole('button', { name: 'Reply' }).first().click();
    const reply = comments.getByLabel(`Reply to ${me.loginName}`);
    await reply.fill('The night shift did.');
    const replied = page.waitForResponse((r) => r.url().endsWith('/SubmitDiscussionAnswer'));
    await comments.getByRole('button', { name: 'Post' }).first().click();
    expect((await replied).status()).toBe(200);
    await expect(comments.getByText('The night shift did.')).toBeVisible();
  });

  await test.step('a name stamp is approved with the signed-in name and revoked', async () => {
    const stamp = await element(page, ids.signOff);
    await stamp.getByRole('button', { name: 'Approve' }).click();
    await expect(stamp.getByRole('listitem').first()).toContainText(me.loginName);
    await page.screenshot({ path: 'test-results/screens/forms-stamped.png', fullPage: true });
    await stamp.getByRole('button', { name: 'Revoke' }).click();
    await expect(stamp.getByText(/^Revoked /)).toBeVisible();
    await expect(stamp.locator('.line-through')).toContainText(me.loginName);
    // Revoked, the stamp may be given again; the new one is kept for the reload.
    const approved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes(ids.signOff),
    );
    await stamp.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await expect(stamp.getByRole('button', { name: 'Revoke' })).toBeVisible();
  });

  await test.step('after a reload every saved answer is shown again', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: formName })).toBeVisible();
    await expect((await element(page, ids.name)).locator('input')).toHaveValue('Ada Lovelace');
    await expect((await element(page, ids.phone)).locator('input')).toHaveValue('(613) 555-0123');
    await expect((await element(page, ids.people)).locator('input')).toHaveValue('7');
    await expect((await element(page, ids.budget)).locator('input')).toHaveValue(/1,250\.50/);
    const address = await element(page, ids.address);
    await expect(address.getByLabel('Street address')).toHaveValue('1 Main Street');
    await expect(address.getByLabel('City')).toHaveValue('Ottawa');
    await expect(address.getByLabel('Province')).toHaveValue('ON');
    await expect(address.getByLabel('Postal code')).toHaveValue('K1A 0B1');
    await expect((await element(page, ids.incidentDate)).locator('input')).toHaveValue('2026-03-15');
    await expect((await element(page, ids.hideNotes)).getByRole('checkbox')).not.toBeChecked();
    await expect((await element(page, ids.notes)).locator('textarea')).toHaveValue('Slippery floor');
    const services = await element(page, ids.services);
    await expect(services.getByLabel('Power')).toBeChecked();
    await expect(services.getByLabel('Water')).not.toBeChecked();
    await expect((await element(page, ids.reference)).locator('input')).toHaveValue('REF-42');
    const summary = (await element(page, ids.summary)).getByRole('textbox');
    await expect(summary).toContainText('Floor was wet <b>again</b>');
    await expect(summary.locator('b')).toHaveCount(0);
    await expect(
      (await element(page, ids.photos)).getByRole('button', { name: tinyPng.name, exact: true }),
    ).toBeVisible();
    const rows = (await element(page, ids.witnesses)).locator('[data-slot="repeater-row"]');
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).locator('input')).toHaveValue('Grace Hopper');
    const comments = await element(page, ids.comments);
    await expect(comments.getByText('Who cleaned the floor?')).toBeVisible();
    await expect(comments.getByText('The night shift did.')).toBeVisible();
    const stamp = await element(page, ids.signOff);
    await expect(stamp.getByRole('listitem')).toHaveCount(2);
    await expect(stamp.getByText(/^Revoked /)).toHaveCount(1);
    await expect(stamp.getByRole('button', { name: 'Revoke' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/forms-after-reload.png', fullPage: true });

    const answers = await api.answers(ids.form, orgGuid, responseGuid);
    const top = (guid: string) =>
      answers.find((a) => a.formElementGuid === guid && (a.repeatableGroupGuid ?? EMPTY_ROW) === EMPTY_ROW);
    expect(top(ids.phone)?.answerValue).toContain('(613) 555-0123');
    expect(JSON.parse(top(ids.people)!.answerValue!)).toBe(7);
  });
});
