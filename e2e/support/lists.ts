import type { Locator, Page } from '@playwright/test';

/** Pastes `lines` into the open list drawer's options, as a person would from a spreadsheet. */
export async function pasteOptions(page: Page, drawer: Locator, lines: string) {
  await drawer.getByRole('button', { name: 'Add from Text' }).click();
  await drawer.getByLabel(/^Paste options, one per line/).focus();
  await page.keyboard.insertText(lines);
  await drawer.getByRole('button', { name: 'Add Options' }).click();
}
