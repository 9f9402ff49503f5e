import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { buildPage, OUT_DIR } from '../build-page.ts';
import { generateForm } from '../generate-form.ts';
import { launch, loadAverage, serve, settledPage } from '../measure.ts';
import type { Mount } from '../measure.ts';
import { summariseTrace } from './trace-summary.ts';

// `npx tsx bench/profile/render-profile.ts [questions] [rules] [all|default|alone] [runs]`: one cold load of the
// benchmark page as `npm run bench -- --only render` opens it, recorded with a Chromium trace (the main
// thread's events, the V8 CPU profile and the network), and a summary of where the time went: script
// compile and run, style and layout, the CPU profile's heaviest functions and the chunks' download times.
// BENCH_TRACE_OUT keeps the raw trace (open it in the DevTools Performance panel); BENCH_TOP lists more functions.

const questions = Number(process.argv[2] ?? 1000);
const rules = Number(process.argv[3] ?? 500);
// alone: the page's own load (the same page and form, one line drawn; bench/README.md, "The page's own load").
const mount = (process.argv[4] ?? 'default') as Mount | 'alone';
const runs = Number(process.argv[5] ?? 1);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'netlog',
];

// BENCH_MINIFY=0 keeps the functions' names readable in the profile (the timings move a little).
if (!process.env.BENCH_SKIP_BUILD) await buildPage({ minify: process.env.BENCH_MINIFY !== '0' });
const { server, url } = await serve(OUT_DIR);
const browser = await launch();
console.log(`load average at start: ${loadAverage()} on ${cpus().length} CPUs`);
try {
  const bench = generateForm(questions, rules);
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await settledPage(browser, bench);
    await browser.startTracing(page, { categories: CATEGORIES, screenshots: false });
    await page.goto(mount === 'all' ? `${url}?mount=all` : mount === 'alone' ? `${url}?page=alone` : url);
    const firstRender = await page.evaluate(
      () => (window as unknown as { benchRender: Promise<number> }).benchRender,
    );
    const counts = await page.evaluate(() => (window as unknown as { benchCounts?: unknown }).benchCounts);
    await page.waitForTimeout(300);
    const trace = await browser.stopTracing();
    if (process.env.BENCH_TRACE_OUT) writeFileSync(`${process.env.BENCH_TRACE_OUT}.${run}.json`, trace);
    console.log(
      `\n${questions}/${rules} ${mount}: first render ${firstRender.toFixed(0)} ms (load ${loadAverage()})`,
    );
    if (counts) console.log('counts', JSON.stringify(counts));
    summariseTrace(JSON.parse(trace.toString()), firstRender);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
