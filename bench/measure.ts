import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import type { BenchForm } from './generate-form.ts';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built page over HTTP (module scripts do not load from file:// URLs). */
export function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    const file =
      path.startsWith(dir) && existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
      });
    }),
  );
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type Mount = 'all' | 'default';

/** How long a new window is left to settle before the page is opened (see openCold). */
const SETTLE_MS = 2000;

interface OpenForm {
  page: Page;
  /** ms from navigation start to the painted frame after the widgets mounted. */
  firstRender: number;
  /** JS heap in use after a garbage collection, bytes. */
  heap: number;
  close: () => Promise<void>;
}

/** The machine's load average (1, 5 and 15 minutes), printed with every figure that depends on it. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * A page in a new browser context (empty cache, nothing preloaded), settled and holding the form for the
 * benchmark page's script: ready for the cold navigation to the page.
 */
export async function settledPage(browser: Browser, bench: BenchForm) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A new window makes Chromium build its own interface pages (the address bar's pop-up and the like) in
  // another renderer for about a second, as busy as the page measured. On two cores that is the browser
  // measuring itself, so the window is left to settle first; the page is still loaded cold.
  await page.goto('about:blank');
  await page.waitForTimeout(SETTLE_MS);
  // Handed over as JSON and parsed, as the app parses the definition the API sends.
  const json = JSON.stringify(JSON.stringify(bench.form));
  await page.addInitScript({ content: `window.benchForm = JSON.parse(${json});` });
  return { context, page };
}

/**
 * Opens the form cold: a new browser context (empty cache, nothing preloaded), the page loaded, the form
 * rendered and timed from navigation start until every widget waited for is a real control and painted.
 */
export async function openCold(
  browser: Browser,
  url: string,
  bench: BenchForm,
  mount: Mount,
  /** More of the page's query (`settle=0`: see bench/page/main.tsx). */
  query = '',
): Promise<OpenForm> {
  const { context, page } = await settledPage(browser, bench);
  const search = [mount === 'all' ? 'mount=all' : '', query].filter(Boolean).join('&');
  await page.goto(search ? `${url}?${search}` : url);
  const firstRender = await page.evaluate(
    () => (window as unknown as { benchRender: Promise<number> }).benchRender,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { page, firstRender, heap: usedSize, close: () => context.close() };
}

export const median = (values: number[]) => percentile(values, 0.5);

export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

export interface ChangeFigures {
  dom: number[];
  paint: number[];
  late: number[];
}

interface ChangeTiming {
  dom: number;
  paint: number;
  late: number;
  onScreen: boolean;
}

/**
 * Ticks and unticks the checkboxes rules read until `perSide` changes have been timed with the changed
 * question on screen (above the fold) and `perSide` with it off screen (below the fold), or the form runs out.
 */
export async function measureChanges(
  page: Page,
  bench: BenchForm,
  perSide: number,
): Promise<{ above: ChangeFigures; below: ChangeFigures }> {
  const above: ChangeFigures = { dom: [], paint: [], late: [] };
  const below: ChangeFigures = { dom: [], paint: [], late: [] };
  const pairs = bench.toggles.flatMap(({ source, targets }) => targets.map((target) => ({ source, target })));
  for (const { source, target } of pairs) {
    if (above.dom.length >= perSide && below.dom.length >= perSide) break;
    // The tick hides the question with the question on screen; the untick shows it again off screen.
    for (const view of ['target', 'source'] as const) {
      const timing = await page.evaluate(
        ([from, to, anchor]) =>
          (
            window as unknown as {
              bench: { toggle(a: string, b: string, v: string): Promise<ChangeTiming> };
            }
          ).bench.toggle(from, to, anchor),
        [source, target, view] as const,
      );
      const side = timing.onScreen ? above : below;
      if (side.dom.length >= perSide) continue;
      side.dom.push(timing.dom);
      side.paint.push(timing.paint);
      side.late.push(timing.late);
    }
  }
  return { above, below };
}

/** `count` one-character text changes outside the form, timed as the form's changes are (see floor()). */
export async function measureFloor(page: Page, count: number): Promise<ChangeFigures> {
  const figures: ChangeFigures = { dom: [], paint: [], late: [] };
  for (let index = 0; index < count; index += 1) {
    const timing = await page.evaluate(() =>
      (
        window as unknown as {
          bench: { floor(): Promise<Omit<ChangeTiming, 'onScreen'>> };
        }
      ).bench.floor(),
    );
    figures.dom.push(timing.dom);
    figures.paint.push(timing.paint);
    figures.late.push(timing.late);
  }
  return figures;
}
