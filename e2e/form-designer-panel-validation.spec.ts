import { expect, test, type Page } from '@playwright/test';
import { card, openNewForm, palette, panel, typing } from './support/designer.ts';

// The generated Properties panel checks a setting against its element's schema as it is typed, in the app as
// it is served (its Content-Security-Policy forbids code generated in the page), and says what is wrong beside
// the field.

/** The Properties panel's field of one setting (RJSF's id of it), its input and the messages beside it. */
const field = (page: Page, setting: string) => panel(page).locator(`[data-field="root_${setting}"]`);

test('a designer typing an invalid setting sees why beside the field until it is fixed', async ({ page }) => {
  await openNewForm(page, 'Checked settings');
  await page.getByRole('tab', { name: 'Design' }).click();
  await card(page, 'Section 1').locator('button[aria-pressed]').first().click();
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill('Simple Text');
  await palette(page).getByRole('button', { name: 'Simple Text', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: 'Simple Text' })).toBeVisible();

  // Maximum characters is at least 1 (schemas/elements/simple-text.schema.json).
  const maxLength = field(page, 'maxLength');
  await maxLength.getByLabel('Maximum characters').pressSequentially('0', typing);
  await expect(maxLength.getByText('Must be at least 1.')).toBeVisible();
  await maxLength.getByLabel('Maximum characters').pressSequentially('5', typing);
  await expect(maxLength.getByText('Must be at least 1.')).toHaveCount(0);
  await maxLength.getByLabel('Maximum characters').fill('');
  await maxLength.getByLabel('Maximum characters').pressSequentially('40', typing);
  await expect(maxLength).not.toContainText('Must');

  // A question code is required: emptied, it is left out.
  const questionCode = field(page, 'questionCode');
  const missing = 'A value is required.';
  await questionCode.getByLabel(/^Question Code/).clear();
  await expect(questionCode.getByText(missing)).toBeVisible();
  await questionCode.getByLabel(/^Question Code/).pressSequentially('Nickname', typing);
  await expect(questionCode.getByText(missing)).toHaveCount(0);
  await expect(card(page, 'Simple Text')).toBeVisible();
});
