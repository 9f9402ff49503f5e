import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
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

export async function launch(url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({
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
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  return { page, close: () => browser.close() };
}

export interface Figures {
  firstRender: number;
  /** The same form with every widget mounted (print mode). */
  fullRender: number;
  median: number;
  p95: number;
  changes: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

interface BenchWindow {
  bench: {
    render(form: unknown, expected: number, mode: string): Promise<number>;
    toggle(source: string, target: string): Promise<number>;
  };
}

/** First render of the form, then `changes` checkbox ticks, each timed until the question it hides flips. */
export async function measure(page: Page, bench: BenchForm, changes: number): Promise<Figures> {
  const elements = bench.form.components.length;
  const render = (mode: string) =>
    page.evaluate(
      ([form, expected, displayMode]) =>
        (window as unknown as BenchWindow).bench.render(form, expected, displayMode),
      [bench.form, elements, mode] as const,
    );
  // Three of each, taking the middle one: a busy machine makes single timings jumpy.
  const middle = async (mode: string) => {
    const times = [await render(mode), await render(mode), await render(mode)].sort((a, b) => a - b);
    return times[1]!;
  };
  const fullRender = await middle('print');
  const firstRender = await middle('fill');
  const latencies: number[] = [];
  for (let index = 0; index < changes; index += 1) {
    const toggle = bench.toggles[index % bench.toggles.length]!;
    latencies.push(
      await page.evaluate(
        ([source, target]) => (window as unknown as BenchWindow).bench.toggle(source, target),
        [toggle.source, toggle.targets[0]!] as const,
      ),
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    firstRender,
    fullRender,
    median: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    changes,
  };
}
