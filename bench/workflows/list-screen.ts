import type { Browser, Page } from 'playwright-core';

// The workflow list screen in Chromium against the real app: a person signed in through the real identity
// flow opens the definition from the side menu; timed from the click until the first rows are in the page
// and that frame is painted. Then the list is scrolled through at a steady pace, one step per frame, and
// every frame's interval is recorded: a frame that took longer than one and a half vsyncs was dropped.

export interface ListScreenFigures {
  /** ms from the menu click to the painted frame showing the first rows, one per cold open. */
  firstRows: number[];
  /** ms between consecutive frames while scrolling. */
  frameIntervals: number[];
  /** Rows scrolled past. */
  rowsScrolled: number;
}

interface ScreenOptions {
  baseUrl: string;
  email: string;
  password: string;
  definitionName: string;
  runs: number;
  /** How long the scroll lasts. */
  scrollMs: number;
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/landing`);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').locator('[data-slot="popover-trigger"]').waitFor({ timeout: 60_000 });
}

/** Clicks the menu link and resolves with ms from the click to the painted frame holding the first row. */
async function openFromMenu(page: Page, definitionName: string): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: definitionName, exact: true });
  await link.waitFor();
  const timing = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        // Capture phase on the window: the moment the click reaches the page, before the router acts.
        window.addEventListener('click', () => (clickedAt = performance.now()), {
          capture: true,
          once: true,
        });
        const painted = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
        const check = () => {
          if (clickedAt > 0 && document.querySelector('[role="row"][aria-rowindex]')) {
            observer.disconnect();
            painted();
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await link.click();
  return timing;
}

/** Scrolls the list's table one step per frame for `ms`, returning the frame intervals and rows passed. */
function scrollThrough(page: Page, ms: number) {
  return page.evaluate(
    (duration) =>
      new Promise<{ intervals: number[]; rows: number }>((resolve) => {
        const box = document.querySelector<HTMLElement>('[role="table"]')!;
        const intervals: number[] = [];
        const step = 120;
        let last = 0;
        let started = 0;
        const frame = (now: number) => {
          if (last > 0) intervals.push(now - last);
          else started = now;
          last = now;
          box.scrollTop += step;
          if (now - started < duration && box.scrollTop + box.clientHeight < box.scrollHeight) {
            requestAnimationFrame(frame);
            return;
          }
          resolve({ intervals, rows: Math.round(box.scrollTop / 40) });
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

export async function measureListScreen(
  browser: Browser,
  options: ScreenOptions,
): Promise<ListScreenFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx keeps function names with a helper (__name) that functions sent to the page would miss.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  try {
    await signIn(page, options.baseUrl, options.email, options.password);
    const firstRows: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      // A reload empties the client's caches: every open fetches the list again.
      await page.goto(`${options.baseUrl}/main-dashboard`);
      firstRows.push(await openFromMenu(page, options.definitionName));
    }
    // Let the rest of the screen settle before scrolling.
    await page.waitForTimeout(500);
    const { intervals, rows } = await scrollThrough(page, options.scrollMs);
    return { firstRows, frameIntervals: intervals, rowsScrolled: rows };
  } finally {
    await context.close();
  }
}
