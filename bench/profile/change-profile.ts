import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { buildPage, OUT_DIR } from '../build-page.ts';
import { generateForm } from '../generate-form.ts';
import {
  launch,
  loadAverage,
  measureChanges,
  measureFloor,
  median,
  openCold,
  percentile,
  serve,
} from '../measure.ts';
import type { TraceEvent } from './trace-summary.ts';

// `npx tsx bench/profile/change-profile.ts [questions] [rules] [changes per side]`: the form opened as
// `npm run bench -- --only render` opens it for its change figures (one page, every widget mounted), then
// the same rule-driven changes recorded with a Chromium trace. Each change, from its click to the end of the
// frame that shows it (the harness's `bench-change` and `bench-painted` marks), is split into the main
// thread's work by kind, with the counts that do not depend on the machine's load: elements styled, layout
// objects laid out and the number of passes. BENCH_TRACE_OUT keeps the raw trace; BENCH_QUERY adds to the
// page's query (`settle=0`: the click in the first frame after the scroll to the question, as before).

const questions = Number(process.argv[2] ?? 1000);
const rules = Number(process.argv[3] ?? 500);
const perSide = Number(process.argv[4] ?? 20);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'blink',
  'cc',
  'toplevel',
  'disabled-by-default-toplevel.flow',
  'autofill',
  'sequence_manager',
  ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
];

/** The kinds of main-thread work a change's time is split into (self time: nested kinds are subtracted). */
const KINDS: Record<string, string> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  V8Execute: 'script',
  UpdateLayoutTree: 'style',
  'Document::updateStyleAndLayoutTree': 'style',
  Layout: 'layout',
  'LocalFrameView::layout': 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  'LocalFrameView::RunPaintLifecyclePhase': 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  Commit: 'commit',
  'ProxyMain::BeginMainFrame::commit': 'commit',
  MinorGC: 'GC',
  MajorGC: 'GC',
  HitTest: 'hit test',
  IntersectionObserverController: 'intersection observers',
  'IntersectionObserverController::computeIntersections': 'intersection observers',
  ScheduleStyleRecalculation: 'other',
  RunTask: 'other',
};

interface Breakdown {
  wall: number;
  /** Thread (CPU) time by kind: what the work cost whatever the machine's load. */
  byKind: Map<string, number>;
  cpu: number;
  styledElements: number;
  styleRecalcs: number;
  layoutObjects: number;
  layouts: number;
  paints: number;
  tasks: number;
  longestTask: number;
}

function breakdown(main: TraceEvent[], from: number, to: number): Breakdown {
  const inWindow = main
    .filter((event) => event.ts >= from && event.ts < to && KINDS[event.name])
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind = new Map<string, number>();
  const stack: { event: TraceEvent; child: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= until) {
      const { event, child } = stack.pop()!;
      const kind = KINDS[event.name]!;
      const own = event.tdur ?? 0;
      byKind.set(kind, (byKind.get(kind) ?? 0) + Math.max(0, own - child));
      if (stack.length > 0) stack.at(-1)!.child += Math.max(0, own);
    }
  };
  for (const event of inWindow) {
    close(event.ts);
    stack.push({ event, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const named = (name: string) => inWindow.filter((event) => event.name === name);
  const args = (event: TraceEvent) =>
    event.args as Record<string, Record<string, number> | number> | undefined;
  const tasks = named('RunTask');
  return {
    wall: to - from,
    byKind,
    cpu: tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0),
    styledElements: named('UpdateLayoutTree').reduce(
      (sum, event) => sum + Number(args(event)?.elementCount ?? 0),
      0,
    ),
    styleRecalcs: named('UpdateLayoutTree').length,
    layoutObjects: named('Layout').reduce(
      (sum, event) => sum + Number((args(event)?.beginData as Record<string, number>)?.dirtyObjects ?? 0),
      0,
    ),
    layouts: named('Layout').length,
    paints: named('Paint').length,
    tasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map((task) => task.dur ?? 0)),
  };
}

// BENCH_PAGE_DIR serves a page built before (a copy of .tmp/bench-page), to compare two builds in turn.
const pageDir = process.env.BENCH_PAGE_DIR;
if (!pageDir && !process.env.BENCH_SKIP_BUILD) await buildPage({ minify: process.env.BENCH_MINIFY !== '0' });
const { server, url } = await serve(pageDir ?? OUT_DIR);
const browser = await launch();
console.log(`load average at start: ${loadAverage()} on ${cpus().length} CPUs`);
try {
  const bench = generateForm(questions, rules);
  const open = await openCold(browser, url, bench, 'all', process.env.BENCH_QUERY);
  // A few changes untraced first, so the traced ones are not the first of their kind (code warm).
  await measureChanges(open.page, bench, 3);
  await browser.startTracing(open.page, { categories: CATEGORIES, screenshots: false });
  const { above, below } = await measureChanges(open.page, bench, perSide);
  // The floor: one character changed outside the form, so what every frame of this page costs is seen apart.
  await measureFloor(open.page, perSide);
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, trace);
  await open.close();
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = events
    .filter((event) => ['bench-change', 'bench-floor', 'bench-painted'].includes(event.name))
    .sort((a, b) => a.ts - b.ts);
  if (marks.length === 0) throw new Error('no bench marks in the trace');
  const { pid, tid } = marks[0]!;
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const windows = (name: string) =>
    marks.flatMap((mark, index) =>
      mark.name === name && marks[index + 1]?.name === 'bench-painted'
        ? [breakdown(main, mark.ts, marks[index + 1]!.ts)]
        : [],
    );
  const ms = (us: number) => (us / 1000).toFixed(1);
  console.log(
    `${questions}/${rules}: ${windows('bench-change').length} changes traced (load ${loadAverage()}); ` +
      `change → painted from the next refresh, untraced-harness figures of this run: ` +
      `above p50 ${median(above.late).toFixed(1)} / p95 ${percentile(above.late, 0.95).toFixed(1)} ms, ` +
      `below p50 ${median(below.late).toFixed(1)} / p95 ${percentile(below.late, 0.95).toFixed(1)} ms`,
  );
  for (const [title, changes] of [
    ['per change, click → painted frame (median / p95 / max):', windows('bench-change')],
    ['per floor change (one character outside the form):', windows('bench-floor')],
  ] as const) {
    const kinds = [...new Set(changes.flatMap((change) => [...change.byKind.keys()]))];
    const column = (pick: (change: Breakdown) => number) => changes.map(pick);
    console.log(title);
    const line = (name: string, values: number[], unit = (value: number) => ms(value)) =>
      console.log(
        `  ${name.padEnd(26)} ${unit(median(values)).padStart(8)} ${unit(percentile(values, 0.95)).padStart(8)} ${unit(Math.max(...values)).padStart(8)}`,
      );
    line(
      'wall (ms)',
      column((change) => change.wall),
    );
    line(
      'main thread CPU (ms)',
      column((change) => change.cpu),
    );
    for (const kind of kinds)
      line(
        `  ${kind} CPU (ms)`,
        column((change) => change.byKind.get(kind) ?? 0),
      );
    const count = (value: number) => value.toFixed(0);
    line(
      'style recalcs',
      column((change) => change.styleRecalcs),
      count,
    );
    line(
      'elements styled',
      column((change) => change.styledElements),
      count,
    );
    line(
      'layouts',
      column((change) => change.layouts),
      count,
    );
    line(
      'layout objects (dirty)',
      column((change) => change.layoutObjects),
      count,
    );
    line(
      'paints',
      column((change) => change.paints),
      count,
    );
    line(
      'tasks',
      column((change) => change.tasks),
      count,
    );
    line(
      'longest task (ms)',
      column((change) => change.longestTask),
    );
  }
} finally {
  await browser.close();
  server.close();
}
