import type { Locator, Page } from '@playwright/test';
import { card, palette, panel, typing } from './designer.ts';

/** Pastes `lines` into the open list drawer's options, as a person would from a spreadsheet. */
export async function pasteOptions(page: Page, drawer: Locator, lines: string) {
  await drawer.getByRole('button', { name: 'Add from Text' }).click();
  await drawer.getByLabel(/^Paste options, one per line/).focus();
  await page.keyboard.insertText(lines);
  await drawer.getByRole('button', { name: 'Add Options' }).click();
}

/**
 * On the designer's Design tab: adds a Radio Buttons question to 'Section 1' with the keyboard, types its
 * label and links it to the list named `listName` with 'Use List'.
 */
export async function addListBackedRadio(page: Page, label: string, listName: string) {
  await page.getByRole('tab', { name: 'Design' }).click();
  await card(page, 'Section 1').locator('button[aria-pressed]').first().click();
  await palette(page).getByRole('textbox', { name: 'Filter palette' }).fill('Radio Buttons');
  await palette(page).getByRole('button', { name: 'Radio Buttons', exact: true }).focus();
  await page.keyboard.press('Enter');
  const labelField = panel(page).getByLabel('Label', { exact: true });
  await labelField.clear();
  await labelField.pressSequentially(label, typing);
  await panel(page).getByLabel('Options from list').selectOption({ label: listName });
  await panel(page).getByRole('button', { name: 'Use List' }).click();
}
