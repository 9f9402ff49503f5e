import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { apiAs } from './api.ts';
import { demoCredential, signIn } from './sign-in.ts';

// The form designer's landmarks and the pointer drag dnd-kit needs, for specs that build a form by hand.

export const palette = (page: Page) => page.getByRole('complementary', { name: 'Palette' });
export const canvas = (page: Page) => page.getByRole('region', { name: 'Canvas' });
export const panel = (page: Page) => page.getByRole('complementary', { name: 'Element properties' });
export const rulesDrawer = (page: Page) => page.getByRole('dialog', { name: 'Edit Rules' });

/** The card of an element on the canvas, by its label. */
export const card = (page: Page, label: string) => canvas(page).locator(`li[aria-label="${label}"]`);

/**
 * Signs the demo's Setup Basic person in, makes a new form named `name` with a timestamp and opens its
 * designer, as a designer coming from Raw Forms would.
 */
export async function openNewForm(page: Page, name: string) {
  const designer = demoCredential('setupbasic@');
  await signIn(page, designer.email, designer.password);
  const api = await apiAs(page);
  const info = await api.myUserInfo();
  const formName = `${name} ${Date.now().toString(36)}`;
  const created = await page.request.post(
    `/api/FormDefinition/${encodeURIComponent(formName)}/CreateFormDefinition?orgGuid=${info.defaultOrgGuid}`,
    { headers: await api.authHeaders() },
  );
  expect(created.ok(), await created.text()).toBe(true);
  const formGuid = ((await created.json()) as { guid: string }).guid;
  await page.goto(`/forms/${formGuid}/design`);
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  return { api, info, formGuid, formName };
}

/** Typing at the pace of a person. */
export const typing = { delay: 60 };

/** Narrows the palette to one item, so it sits beside the canvas, and returns it. */
export async function paletteItem(page: Page, label: string): Promise<Locator> {
  const filter = palette(page).getByRole('textbox', { name: 'Filter palette' });
  await filter.clear();
  await filter.pressSequentially(label, typing);
  // The item must be measured where the filtered palette puts it, not further down the list.
  await expect(palette(page).getByRole('button')).toHaveText([label]);
  return palette(page).getByRole('button', { name: label, exact: true });
}

/** Drags with the pointer in small steps: dnd-kit starts a drag only once it has seen the pointer move. */
export async function pointerDrag(page: Page, from: Locator, to: Locator) {
  // Both ends in view before the drag, as a person would see them: the drop areas are measured as it starts.
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 3 });
  // The page scrolls itself when the pointer nears its edge, and the canvas changes shape while a drag is
  // under way, so the pointer follows the target, as an eye would, until it stays put under the pointer.
  let end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const now = (await to.boundingBox())!;
    if (now.x === end.x && now.y === end.y && attempt > 0) break;
    end = now;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 2 });
  }
  await page.mouse.up();
}

/** Replaces the selected element's label in the Properties panel, typed, and waits for the canvas to show it. */
export async function relabel(page: Page, label: string) {
  const field = panel(page).getByLabel('Label', { exact: true });
  await field.clear();
  await field.pressSequentially(label, typing);
  await expect(canvas(page).locator(`li[aria-label="${label}"]`)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: label })).toBeVisible();
}

/** The View Setup demo person, in a browser of their own, on the form's designer: read-only, as they are told. */
export async function openDesignerAsViewSetup(browser: Browser, formGuid: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const viewer = demoCredential('viewsetup@');
  await signIn(page, viewer.email, viewer.password);
  await page.goto(`/forms/${formGuid}/design`);
  await expect(
    page.getByText("Read only: you may look at this form's design but not change it."),
  ).toBeVisible();
  return { context, page };
}
