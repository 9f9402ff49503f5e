import { generateForm } from '../generate-form.ts';
import { launch, loadAverage, median, openCold, serve } from '../measure.ts';
import type { Mount } from '../measure.ts';

// `npx tsx bench/profile/ab-pages.ts <page dir A> <page dir B> [questions] [rules] [default|all]`: the cold
// first render of two builds of the benchmark page (copies of .tmp/bench-page, built with different code or
// build settings), loaded in turn (A, B, B, A …) in one browser so both meet the same load, as
// `npm run bench` opens them. BENCH_RUNS cold loads per side (default 6); the medians and every load print.

const [dirA, dirB] = process.argv.slice(2, 4);
if (!dirA || !dirB)
  throw new Error('usage: ab-pages.ts <page dir A> <page dir B> [questions] [rules] [default|all]');
const bench = generateForm(Number(process.argv[4] ?? 1000), Number(process.argv[5] ?? 500));
const mount = (process.argv[6] ?? 'default') as Mount;
const RUNS = Number(process.env.BENCH_RUNS ?? 6);

const sides = [
  { name: 'A', ...(await serve(dirA)), times: [] as number[] },
  { name: 'B', ...(await serve(dirB)), times: [] as number[] },
];
const browser = await launch();
try {
  console.log(`load average at start: ${loadAverage()}`);
  for (let run = 0; run < RUNS; run += 1)
    for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
      const open = await openCold(browser, side.url, bench, mount);
      side.times.push(open.firstRender);
      await open.close();
    }
  for (const side of sides)
    console.log(
      `${side.name}: median ${median(side.times).toFixed(0)} ms (${side.times.map((time) => time.toFixed(0)).join(', ')})`,
    );
  console.log(`load average at end: ${loadAverage()}`);
} finally {
  await browser.close();
  for (const side of sides) side.server.close();
}
