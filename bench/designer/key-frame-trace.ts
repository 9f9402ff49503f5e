import fs from 'node:fs';
import type { TraceEvent } from '../profile/trace-summary.ts';

// Where each typed key's frame goes, read from a Chromium trace of the designer bench's typing
// (`BENCH_TRACE=path npm run bench -- --only designer`): `npx tsx bench/designer/key-frame-trace.ts path`.
// Per key, in the page's clock (ms): when the frame after it began its main-thread work and how long its
// phases took, when the compositor presented it (Chromium's EventTiming trace event for the keydown: its
// unrounded duration ends at the presentation of the key's frame), and, in a trace of a bench that still
// marked "painted" with a timeout queued from a requestAnimationFrame callback (a `bench-key-painted` mark),
// when that marker ran and which main-thread tasks ran between the frame and it.

interface Event extends TraceEvent {
  args?: TraceEvent['args'] & {
    data?: {
      type?: string;
      timeStamp?: number;
      duration?: number;
      startTime?: number;
      functionName?: string;
    };
  };
}

const FRAME_PHASES = [
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
];

const file = process.argv[2];
if (!file) throw new Error('usage: key-frame-trace.ts <trace.json>');
const events = (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: Event[] }).traceEvents;
const marks = events.filter((event) => event.name === 'bench-key-painted').sort((a, b) => a.ts - b.ts);
const keyTimings = events
  .filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.type === 'keydown')
  .sort((a, b) => a.ts - b.ts);
if (keyTimings.length === 0) throw new Error('no keydown EventTiming in the trace');
const { pid, tid } = keyTimings[0]!;
// Trace µs → the page's performance.now() ms: the EventTiming event begins at the event's timestamp.
const offset = keyTimings[0]!.ts / 1000 - keyTimings[0]!.args!.data!.timeStamp!;
const page = (ts: number) => ts / 1000 - offset;
const main = events
  .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
  .sort((a, b) => a.ts - b.ts);
const end = (event: Event) => event.ts + (event.dur ?? 0);
const keydowns = main.filter(
  (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
);
const topTasks = main.filter((event) => event.name === 'RunTask');

const rows = keyTimings.map((timing, index) => {
  const { timeStamp, duration } = timing.args!.data!;
  const dispatched = keydowns.find((event) => page(event.ts) >= timeStamp!)!;
  // The key's frame: the first main frame begun after the key's events were handled.
  const frame = main.find(
    (event) => event.name === 'ProxyMain::BeginMainFrame' && event.ts >= end(dispatched),
  )!;
  const inFrame = main.filter((event) => event.ts >= frame.ts && end(event) <= end(frame));
  const phase = (name: string) =>
    inFrame
      .filter((event) => event.name === name)
      // Nested events of the same name (Paint inside Paint) counted once.
      .filter(
        (event, _, all) =>
          !all.some((outer) => outer !== event && outer.ts <= event.ts && end(outer) >= end(event)),
      )
      // In the thread's CPU time, so the machine's load does not add the time the thread waited for a core.
      .reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0) / 1000, 0);
  const marker = marks.find((mark) => mark.ts >= frame.ts);
  const between = marker ? topTasks.filter((task) => task.ts >= end(frame) && task.ts < marker.ts) : [];
  const scriptOf = (task: Event) =>
    main.find((event) => event.name === 'FunctionCall' && event.ts >= task.ts && end(event) <= end(task))
      ?.args?.data?.functionName;
  return {
    key: index + 1,
    frameStart: page(frame.ts) - timeStamp!,
    frameMainEnd: page(end(frame)) - timeStamp!,
    presented: duration!,
    marker: marker ? page(marker.ts) - timeStamp! : NaN,
    phases: Object.fromEntries(FRAME_PHASES.map((name) => [name, phase(name)])),
    between: between.map(
      (task) => `${((task.dur ?? 0) / 1000).toFixed(1)}${scriptOf(task) ? ` ${scriptOf(task)}()` : ''}`,
    ),
  };
});

const f = (value: number) => value.toFixed(1).padStart(6);
console.log(
  'ms from the key: frame begins, frame main thread done, presented, marker | phases | tasks between frame and marker',
);
for (const row of rows)
  console.log(
    `${String(row.key).padStart(2)} ${f(row.frameStart)} ${f(row.frameMainEnd)} ${f(row.presented)} ${f(row.marker)} | ${Object.entries(
      row.phases,
    )
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ')} | ${row.between.join(', ')}`,
  );
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
console.log(
  `median: frame main thread done ${median(rows.map((row) => row.frameMainEnd)).toFixed(1)}, presented ${median(rows.map((row) => row.presented)).toFixed(1)}, marker ${median(rows.map((row) => row.marker)).toFixed(1)}; marker after presentation by ${median(rows.map((row) => row.marker - row.presented)).toFixed(1)}`,
);
for (const name of FRAME_PHASES)
  console.log(`median ${name} ${median(rows.map((row) => row.phases[name]!)).toFixed(1)} ms`);
