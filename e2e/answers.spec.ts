import { expect, test, type Page, type Route } from '@playwright/test';
import { answerSaved, openNewResponse } from './support/answer-form.ts';
import { demoCredential } from './support/sign-in.ts';

// Answers people can trust: what is stored is what was typed, of the type the question holds, and a value
// the user has typed past or that is invalid is never stored (spec 5.3).

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a value typed past at human speed is not stored, and the field keeps it with its message', async ({
  page,
}) => {
  const { guids, stored } = await openNewResponse(page, {
    Amount: { type: 'Number', label: 'Amount', properties: { max: 100 } },
    Count: { type: 'Number', label: 'Count' },
    Initials: { type: 'SimpleText', label: 'Initials', properties: { maxWordCount: 3 } },
    Other: { type: 'SimpleText', label: 'Other' },
  });

  await field(page, 'Amount').pressSequentially('250', { delay: 60 });
  await field(page, 'Count').pressSequentially('12abc', { delay: 60 });
  await field(page, 'Initials').pressSequentially('Al Bo Cy Di', { delay: 60 });
  // Another answer's save proves the debounce of the three above has long run out.
  const saved = answerSaved(page, guids.Other!);
  await field(page, 'Other').pressSequentially('done', { delay: 60 });
  expect((await saved).status()).toBe(200);

  expect(await stored()).toEqual({ Other: 'done' });
  await expect(field(page, 'Amount')).toHaveValue('250');
  await expect(page.getByText('Error Saving: Must be less than or equal to 100')).toBeVisible();
  await expect(field(page, 'Count')).toHaveValue('12abc');
  await expect(page.getByText('Invalid Input')).toBeVisible();
  await expect(page.getByText('Maximum 3 words - 4 entered')).toBeVisible();
});

test('text that looks like a number or null is stored as typed, and a chosen strip option stays chosen', async ({
  page,
}) => {
  const { guids, stored, url } = await openNewResponse(page, {
    Name: { type: 'SimpleText', label: 'Name' },
    Code: { type: 'SimpleText', label: 'Code' },
    Severity: {
      type: 'RadioButtons',
      label: 'Severity',
      properties: {
        displayFormat: 'ButtonStrip',
        radioButtonOptions: [
          { value: '1', label: 'Low' },
          { value: '2', label: 'Medium' },
          { value: '3', label: 'High' },
        ],
      },
    },
    Greeting: { type: 'FormText', label: 'Greeting', properties: { content: '<p>Hi {{Name}}</p>' } },
  });

  let saved = answerSaved(page, guids.Name!);
  await field(page, 'Name').pressSequentially('null', { delay: 60 });
  await saved;
  await expect(page.getByText('Hi null')).toBeVisible();
  saved = answerSaved(page, guids.Code!);
  await field(page, 'Code').pressSequentially('12345', { delay: 60 });
  await saved;
  saved = answerSaved(page, guids.Severity!);
  await page.getByRole('radio', { name: 'Medium' }).click();
  await saved;

  expect(await stored()).toEqual({ Name: 'null', Code: '12345', Severity: '2' });
  await page.goto(url);
  await expect(field(page, 'Code')).toHaveValue('12345');
  await expect(field(page, 'Name')).toHaveValue('null');
  await expect(page.getByText('Hi null')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});

test('script and event-handler markup in a heading label and form text neither runs nor reaches the page', async ({
  page,
}) => {
  const payload =
    'Safe<img src=x onerror="window.__pwned=(window.__pwned||0)+1"><script>window.__pwned=(window.__pwned||0)+10</script>';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { guids } = await openNewResponse(page, {
    Title: { type: 'Heading', label: payload, properties: { headingLevel: 1 } },
    Intro: { type: 'FormText', label: 'Intro', properties: { content: `<p>${payload}</p>` } },
    Name: { type: 'SimpleText', label: 'Name' },
  });

  const heading = page.locator(`#element-${guids.Title}`);
  const text = page.locator(`#element-${guids.Intro}`);
  await expect(heading.getByRole('heading', { name: 'Safe' })).toBeVisible();
  await expect(text.getByText('Safe')).toBeVisible();
  // The markup is removed before it reaches the page, so the CSP is not what stopped it.
  for (const element of [heading, text]) {
    await expect(element.locator('script, [onerror]')).toHaveCount(0);
    expect(await element.innerHTML()).not.toMatch(/onerror|__pwned|<script/i);
  }
  // Typing re-renders the templated text; it stays clean.
  await field(page, 'Name').pressSequentially('Ann', { delay: 60 });
  await expect(heading.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('an edit made while offline survives closing the page and is stored when the connection comes back', async ({
  page,
  context,
}) => {
  const { guids, stored, url } = await openNewResponse(page, {
    Notes: { type: 'SimpleText', label: 'Notes' },
  });
  const status = page.getByRole('status').filter({ hasText: /Saving|saved|Offline/ });
  await expect(status).toHaveText('All changes saved');
  // Widgets load on demand; this one is on the page before the network goes.
  await expect(field(page, 'Notes')).toBeEditable();

  await context.setOffline(true);
  await field(page, 'Notes').pressSequentially('written offline', { delay: 60 });
  await expect(status).toHaveText('Offline — 1 change waiting', { timeout: 15_000 });
  // Closed while still offline, so the save a closing page sends cannot get through either.
  await page.close();

  // The page cannot load while offline, so it opens again with the network back but the answer calls still
  // failing: what comes back is what the browser kept.
  const blockSaves = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/SubmitAnswer', blockSaves);
  await context.setOffline(false);
  const reopened = await context.newPage();
  reopened.on('dialog', (dialog) => void dialog.accept());
  // A closed browser tab takes its session with it: the person signs in again and lands on the response.
  await reopened.goto(url);
  const admin = demoCredential('admin@');
  await reopened.getByLabel('E-mail').fill(admin.email);
  await reopened.getByLabel('Password', { exact: true }).fill(admin.password);
  await reopened.getByRole('button', { name: 'Sign in' }).click();
  const reopenedStatus = reopened.getByRole('status').filter({ hasText: /Saving|saved|Offline/ });
  await expect(reopened.getByLabel('Notes', { exact: true })).toHaveValue('written offline');
  // The kept change is retried before it is reported as waiting; on a busy machine that takes a while.
  await expect(reopenedStatus).toHaveText('Offline — 1 change waiting', { timeout: 30_000 });
  expect(await stored()).toEqual({});

  const saved = answerSaved(reopened, guids.Notes!);
  await context.unroute('**/SubmitAnswer', blockSaves);
  expect((await saved).status()).toBe(200);
  await expect(reopenedStatus).toHaveText('All changes saved');
  expect(await stored()).toEqual({ Notes: 'written offline' });

  // A second page sees the stored edit.
  const second = await context.newPage();
  await second.goto(url);
  await expect(second.getByLabel('Notes', { exact: true })).toHaveValue('written offline');
});
