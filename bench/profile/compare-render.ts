import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildPage, OUT_DIR } from '../build-page.ts';
import type * as BuildPage from '../build-page.ts';
import { generateForm } from '../generate-form.ts';
import type { BenchForm } from '../generate-form.ts';
import { launch, loadAverage, median, openCold, serve, settledPage } from '../measure.ts';
import type { Mount } from '../measure.ts';
import type { TraceEvent } from './trace-summary.ts';

// `npx tsx bench/profile/compare-render.ts <older checkout>`: the cold first render of the older checkout's
// benchmark page and this one's, loaded in turn (old, new, old, new …) in one browser so both meet the same
// load. Besides the time, what depends less on the load: the page renderer's main-thread CPU time from
// navigation start to the measured render (the thread time of its top-level tasks in a Chromium trace) and
// the scripts it fetched. BENCH_RUNS (default 5) cold loads per side and figure.

const older = process.argv[2];
if (!older) throw new Error('usage: compare-render.ts <older checkout>');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** One cold load recorded with a trace: main-thread CPU ms to the render, and the scripts fetched. */
async function tracedLoad(browser: Browser, url: string, bench: BenchForm, mount: Mount) {
  const { context, page } = await settledPage(browser, bench);
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(mount === 'all' ? `${url}?mount=all` : url);
  const firstRender = await page.evaluate(
    () => (window as unknown as { benchRender: Promise<number> }).benchRender,
  );
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  )!;
  const end = navigation.ts + firstRender * 1000;
  const tasks = traceEvents
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= navigation.ts &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a task run inside another, in a nested loop, is counted in it).
  let cpu = 0;
  let until = 0;
  for (const task of tasks) {
    if (task.ts < until) continue;
    cpu += task.tdur ?? 0;
    until = task.ts + (task.dur ?? 0);
  }
  const scripts = traceEvents.filter(
    (event) =>
      event.name === 'ResourceSendRequest' &&
      event.pid === navigation.pid &&
      event.ts < end &&
      event.args?.data?.url?.endsWith('.js'),
  ).length;
  return { firstRender, cpu: cpu / 1000, scripts };
}

const oldBuild = (await import(join(older, 'bench/build-page.ts'))) as typeof BuildPage;
await oldBuild.buildPage();
await buildPage();
const sides = [
  { name: 'old', ...(await serve(oldBuild.OUT_DIR)) },
  { name: 'new', ...(await serve(OUT_DIR)) },
];
const browser = await launch();
try {
  for (const [questions, rules] of [
    [300, 150],
    [1000, 500],
  ] as const) {
    const bench = generateForm(questions, rules);
    for (const mount of ['default', 'all'] as Mount[]) {
      const startLoad = loadAverage();
      const times = new Map<string, number[]>(sides.map((side) => [side.name, []]));
      for (let run = 0; run < RUNS; run += 1)
        for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
          const open = await openCold(browser, side.url, bench, mount);
          times.get(side.name)!.push(open.firstRender);
          await open.close();
        }
      const traced = [];
      for (const side of sides)
        traced.push({ side: side.name, ...(await tracedLoad(browser, side.url, bench, mount)) });
      console.log(
        `\n${questions}/${rules} ${mount === 'all' ? 'one page, every widget' : 'default (paged)'}, load ${startLoad} → ${loadAverage()} on ${cpus().length} CPUs`,
      );
      for (const side of sides) {
        const trace = traced.find((entry) => entry.side === side.name)!;
        const all = times.get(side.name)!;
        console.log(
          `  ${side.name}: median ${median(all).toFixed(0)} ms (${all.map((value) => value.toFixed(0)).join(', ')}); ` +
            `traced load: main-thread CPU ${trace.cpu.toFixed(0)} ms, ${trace.scripts} scripts fetched, render ${trace.firstRender.toFixed(0)} ms`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const side of sides) side.server.close();
}
