import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { canvas, openNewForm, pointerDrag } from './support/designer.ts';

// Drags on a long form (spec forms-and-workflows 2.8, 5.10). The canvas lets only the cards near the screen
// take part in a drag, so these pick up cards far down the form, reached by scrolling, by the keyboard's focus
// and by the table of contents, and move them by keyboard (Space, arrows, Space, told to a screen reader)
// and by pointer; undo takes each move back.

const SECTIONS = 4;
const PER_SECTION = 30;

/** A new form of SECTIONS sections of PER_SECTION Simple Texts, "Question 1" onwards, opened on one canvas. */
async function openLongForm(page: Page) {
  const { api, formGuid } = await openNewForm(page, 'Long form');
  const headers = await api.authHeaders();
  const stored = (await (
    await page.request.get(`/api/FormDefinition/${formGuid}/GetFormDefinition`, { headers })
  ).json()) as Record<string, unknown>;
  const components: Record<string, unknown>[] = [];
  const guids = new Map<string, string>();
  for (let section = 0; section < SECTIONS; section += 1) {
    const sectionGuid = crypto.randomUUID();
    guids.set(`Part ${section + 1}`, sectionGuid);
    components.push({
      guid: sectionGuid,
      type: 'Section',
      label: `Part ${section + 1}`,
      questionCode: `part${section + 1}`,
      properties: {},
    });
    for (let index = 1; index <= PER_SECTION; index += 1) {
      const number = section * PER_SECTION + index;
      const guid = crypto.randomUUID();
      guids.set(`Question ${number}`, guid);
      components.push({
        guid,
        type: 'SimpleText',
        label: `Question ${number}`,
        questionCode: `q${number}`,
        parentGuid: sectionGuid,
        properties: {},
      });
    }
  }
  const saved = await page.request.put(`/api/FormDefinition/${formGuid}/UpdateFormDefinition`, {
    headers,
    data: { ...stored, components },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  const split = page.getByRole('switch', { name: 'Split Pages' });
  if ((await split.getAttribute('aria-checked')) === 'true') await split.click();
  await expect(canvas(page).locator(`li[aria-label="Question ${SECTIONS * PER_SECTION}"]`)).toHaveCount(1);
  return guids;
}

/** The labels of the cards in a section, in canvas order. */
const sectionOrder = (page: Page, sectionGuid: string) =>
  canvas(page)
    .locator(`li[data-element-guid="${sectionGuid}"] li[data-element-guid]`)
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

const handle = (page: Page, label: string) =>
  canvas(page).getByRole('button', { name: `Move ${label}`, exact: true });

/**
 * Drags a card by its handle onto where another card was when the drag started, the pointer going straight
 * there, as a hand would (the cards in between slide aside under it).
 */
async function dragOnto(page: Page, label: string, ontoLabel: string) {
  const from = handle(page, label);
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const target = (await canvas(page).locator(`li[aria-label="${ontoLabel}"]`).boundingBox())!;
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 3 });
  await page.mouse.move(x, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** dnd-kit's live region, which a screen reader reads out. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test('cards far down a long form move by keyboard, told to a screen reader, and by pointer; undo takes them back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const guids = await openLongForm(page);
  const part4 = guids.get('Part 4')!;
  const part3 = guids.get('Part 3')!;

  // The keyboard reaches a card at the end of the form: focusing its handle brings it into view.
  const moving = handle(page, 'Question 100');
  await moving.focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place.
  const moved = guids.get('Question 100')!;
  await expect(announcement(page)).toHaveText(
    new RegExp(
      `^(Picked up draggable item ${moved}|Draggable item ${moved} was moved over droppable area ${moved})\\.$`,
    ),
  );
  await page.keyboard.press('ArrowDown');
  await expect(announcement(page)).toHaveText(
    `Draggable item ${guids.get('Question 100')} was moved over droppable area ${guids.get('Question 101')}.`,
  );
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(
    `Draggable item ${guids.get('Question 100')} was dropped over droppable area ${guids.get('Question 101')}`,
  );
  await expect
    .poll(() => sectionOrder(page, part4).then((order) => order.slice(8, 11)))
    .toEqual(['Question 99', 'Question 101', 'Question 100']);
  // The handle keeps the focus, so the next move may follow at once.
  await expect(moving).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await expect(announcement(page)).toContainText(`over droppable area ${guids.get('Question 101')}.`);
  await page.keyboard.press('ArrowUp');
  await expect(announcement(page)).toContainText(`over droppable area ${guids.get('Question 99')}.`);
  await page.keyboard.press('Space');
  await expect
    .poll(() => sectionOrder(page, part4).then((order) => order.slice(8, 11)))
    .toEqual(['Question 100', 'Question 99', 'Question 101']);

  // Undo takes the moves back, one at a time.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(() => sectionOrder(page, part4).then((order) => order.slice(8, 11)))
    .toEqual(['Question 99', 'Question 101', 'Question 100']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(() => sectionOrder(page, part4).then((order) => order.slice(8, 11)))
    .toEqual(['Question 99', 'Question 100', 'Question 101']);

  // The table of contents jumps to a section further up; its first question's handle is the next stop.
  await page.getByRole('button', { name: 'Table of Contents' }).click();
  await page
    .getByRole('navigation', { name: 'Table of Contents' })
    .getByRole('button', { name: 'Part 3', exact: true })
    .click();
  await page.keyboard.press('Tab');
  await expect(handle(page, 'Question 61')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(announcement(page)).toContainText(`over droppable area ${guids.get('Question 62')}.`);
  await page.keyboard.press('Space');
  await expect
    .poll(() => sectionOrder(page, part3).then((order) => order.slice(0, 3)))
    .toEqual(['Question 62', 'Question 61', 'Question 63']);

  // By pointer, after scrolling down to it: a card dropped on the one two places below goes after it.
  await page.mouse.wheel(0, 4000);
  await dragOnto(page, 'Question 110', 'Question 112');
  await expect
    .poll(() => sectionOrder(page, part4).then((order) => order.slice(18, 22)))
    .toEqual(['Question 109', 'Question 111', 'Question 112', 'Question 110']);
  // Into another section: the first card of Part 4 onto the last of Part 3 goes before it, into Part 3.
  await dragOnto(page, 'Question 91', 'Question 90');
  await expect
    .poll(() => sectionOrder(page, part3).then((order) => order.slice(-3)))
    .toEqual(['Question 89', 'Question 91', 'Question 90']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(() => sectionOrder(page, part4).then((order) => order.slice(0, 2)))
    .toEqual(['Question 91', 'Question 92']);

  // A question cannot leave the sections (5.10): dropped on the form's own drop zone it is refused.
  await pointerDrag(page, handle(page, 'Question 118'), canvas(page).locator('[data-drop-zone="top"]'));
  await expect(page.getByText('A form item must be added to a Section.')).toBeVisible();
  await expect(
    canvas(page).locator(`li[data-element-guid="${part4}"] li[aria-label="Question 118"]`),
  ).toHaveCount(1);
});
