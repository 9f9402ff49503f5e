import { readdirSync, readFileSync } from 'node:fs';
import { buildPage, OUT_DIR } from '../build-page.ts';
import { generateForm } from '../generate-form.ts';
import { launch, loadAverage, serve, settledPage } from '../measure.ts';
import type { Mount } from '../measure.ts';

// `npx tsx bench/profile/process-cpu.ts [questions] [rules] [default|all] [loads]`: cold loads of the
// benchmark page as the render figures open them, each with the CPU time every process of the machine spent
// from navigation start to the measured render (from /proc): the page's renderer, the browser, its GPU and
// network processes, and this process (the page's server and Playwright). On two cores a first render's
// wall time is theirs together, not the page's main thread alone. BENCH_SKIP_BUILD=1 uses the page built last.

const questions = Number(process.argv[2] ?? 1000);
const rules = Number(process.argv[3] ?? 500);
const mount = (process.argv[4] ?? 'default') as Mount;
const loads = Number(process.argv[5] ?? 3);
const TICKS_PER_SECOND = 100;

/** CPU ms (user and system) of every process, by pid, with a name saying what it is. */
function processTimes(): Map<string, { name: string; ms: number }> {
  const times = new Map<string, { name: string; ms: number }>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const chromium =
        /--type=([a-z-]+)/.exec(command)?.[1] ?? (command.includes('chromium') ? 'browser' : null);
      const name = chromium
        ? `chromium ${chromium}`
        : pid === String(process.pid)
          ? 'this process'
          : command.slice(0, 50);
      const ticks = Number(fields[11]) + Number(fields[12]);
      times.set(pid, { name: `${name} (${pid})`, ms: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      // The process ended while it was read.
    }
  }
  return times;
}

if (!process.env.BENCH_SKIP_BUILD) await buildPage();
const { server, url } = await serve(OUT_DIR);
const browser = await launch();
try {
  const bench = generateForm(questions, rules);
  for (let load = 0; load < loads; load += 1) {
    const { context, page } = await settledPage(browser, bench);
    const before = processTimes();
    await page.goto(mount === 'all' ? `${url}?mount=all` : url);
    const firstRender = await page.evaluate(
      () => (window as unknown as { benchRender: Promise<number> }).benchRender,
    );
    const after = processTimes();
    console.log(
      `\n${questions}/${rules} ${mount}: first render ${firstRender.toFixed(0)} ms (load ${loadAverage()})`,
    );
    const spent = [...after].map(([pid, { name, ms }]) => ({ name, ms: ms - (before.get(pid)?.ms ?? 0) }));
    for (const { name, ms } of spent.filter((entry) => entry.ms >= 10).sort((a, b) => b.ms - a.ms))
      console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
