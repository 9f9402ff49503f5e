// Summarises a Chromium trace of one cold load of the benchmark page: the renderer main thread's time by
// kind of work up to the measured first render, the V8 CPU profile's heaviest functions (self and total) and
// the page's downloads. Only what the render figure covers (navigation start → first render) is counted.

/** The fields of a trace event's `args.data` read here. */
interface EventData {
  documentLoaderURL?: string;
  url?: string;
  requestId?: string;
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event: what it cost, whatever the machine's load. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: EventData };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const ms = (us: number) => (us / 1000).toFixed(1);
const shortUrl = (url: string = '') => url.replace(/^https?:\/\/[^/]+\//, '').slice(0, 60);

export function summariseTrace(trace: { traceEvents: TraceEvent[] }, firstRender: number): void {
  const events = trace.traceEvents;
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error('no navigationStart in the trace');
  const { pid, tid } = navigation;
  const start = navigation.ts;
  const end = start + firstRender * 1000;
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');

  // Time by kind: each event's time minus its nested events' of the kinds listed (self time by kind).
  const KINDS: Record<string, string> = {
    'v8.compile': 'script compile',
    'v8.compileModule': 'script compile',
    'V8.CompileCode': 'script compile (lazy)',
    'v8.parseOnBackground': 'script parse',
    'v8.produceModuleCache': 'script cache',
    EvaluateScript: 'script run',
    'v8.evaluateModule': 'script run',
    FunctionCall: 'script run',
    TimerFire: 'script run',
    FireAnimationFrame: 'script run',
    RunMicrotasks: 'script run',
    'v8.run': 'script run',
    EventDispatch: 'script run',
    UpdateLayoutTree: 'style',
    ParseAuthorStyleSheet: 'stylesheet parse',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
    UpdateLayer: 'paint',
    Commit: 'paint',
    ParseHTML: 'HTML parse',
    MinorGC: 'GC',
    MajorGC: 'GC',
    'V8.GC_SCAVENGER': 'GC',
    'V8.GC_MC_BACKGROUND': 'GC',
    'BlinkGC.AtomicPhase': 'GC',
    RunTask: 'other (task)',
  } as Record<string, string>;
  const inWindow = main
    .filter((event) => event.ts + (event.dur ?? 0) > start && event.ts < end && KINDS[event.name])
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const cpuTotals = new Map<string, number>();
  const stack: { event: TraceEvent; child: number; childCpu: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= until) {
      const { event, child, childCpu } = stack.pop()!;
      const kind = KINDS[event.name]!;
      const clipped = Math.min(event.ts + (event.dur ?? 0), end) - Math.max(event.ts, start);
      // CPU time is not clipped: an event straddling the window's end counts whole.
      const cpu = event.tdur ?? 0;
      totals.set(kind, (totals.get(kind) ?? 0) + Math.max(0, clipped - child));
      cpuTotals.set(kind, (cpuTotals.get(kind) ?? 0) + Math.max(0, cpu - childCpu));
      if (stack.length > 0) {
        stack.at(-1)!.child += Math.max(0, clipped);
        stack.at(-1)!.childCpu += cpu;
      }
    }
  };
  for (const event of inWindow) {
    close(event.ts);
    stack.push({ event, child: 0, childCpu: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const busy = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const cpuBusy = [...cpuTotals.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `main thread busy ${ms(busy)} ms of ${firstRender.toFixed(0)} ms (wall), ${ms(cpuBusy)} ms of its CPU time:`,
  );
  for (const [kind, value] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${kind.padEnd(24)} ${ms(value).padStart(7)} ms wall ${ms(cpuTotals.get(kind) ?? 0).padStart(7)} ms CPU`,
    );

  // Long tasks on the main thread, in order: shows what ran when.
  const tasks = main.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) > 8000 && event.ts < end && event.ts >= start,
  );
  console.log('tasks over 8 ms (start → duration, ms from navigation start):');
  for (const task of tasks) {
    const inside = main
      .filter(
        (event) =>
          event.ts >= task.ts &&
          event.ts < task.ts + task.dur! &&
          event !== task &&
          KINDS[event.name] &&
          event.name !== 'RunTask',
      )
      .slice(0, 4)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.url ? ` ${shortUrl(event.args.data.url)}` : ''} ${ms(event.dur ?? 0)}`,
      );
    console.log(
      `  ${ms(task.ts - start).padStart(7)} → ${ms(task.dur!).padStart(6)} (CPU ${ms(task.tdur ?? 0).padStart(6)})  ${inside.join(', ')}`,
    );
  }

  // Downloads: request sent → finished.
  const sends = events.filter((event) => event.name === 'ResourceSendRequest' && event.pid === pid);
  const finishes = new Map(
    events
      .filter((event) => event.name === 'ResourceFinish' && event.pid === pid)
      .map((event) => [event.args?.data?.requestId, event]),
  );
  console.log('downloads (sent → finished, ms from navigation start):');
  for (const send of sends.sort((a, b) => a.ts - b.ts)) {
    const finish = finishes.get(send.args?.data?.requestId);
    const done = finish ? ms(finish.ts - start) : '?';
    console.log(
      `  ${ms(send.ts - start).padStart(7)} → ${String(done).padStart(7)}  ${shortUrl(send.args?.data?.url)}`,
    );
  }

  // CPU profile of the page's renderer.
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  const profileIds = new Set(
    events.filter((event) => event.name === 'Profile' && event.pid === pid).map((event) => event.id),
  );
  let profileTime = 0;
  for (const [index, chunk] of events
    .filter((event) => event.name === 'ProfileChunk' && event.pid === pid && profileIds.has(event.id))
    .entries()) {
    void index;
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    if (samples.length === 0) {
      const profile = events.find((event) => event.name === 'Profile' && event.id === chunk.id);
      profileTime = profile?.args?.data?.startTime ?? chunk.ts;
    }
    for (const [position, id] of ids.entries()) {
      profileTime += deltas[position] ?? 0;
      samples.push({ node: id, ts: profileTime });
    }
  }
  const selfTime = new Map<string, number>();
  const totalTime = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const keyOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  for (let index = 1; index < samples.length; index += 1) {
    const sample = samples[index]!;
    if (sample.ts < start || sample.ts > end) continue;
    const delta = sample.ts - samples[index - 1]!.ts;
    const node = nodes.get(sample.node);
    if (!node) continue;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') continue;
    selfTime.set(keyOf(node), (selfTime.get(keyOf(node)) ?? 0) + delta);
    const url = shortUrl(node.callFrame.url) || name;
    byUrl.set(url, (byUrl.get(url) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: ProfileNode | undefined = node; at; at = at.parent ? nodes.get(at.parent) : undefined) {
      const key = keyOf(at);
      if (seen.has(key)) continue;
      seen.add(key);
      totalTime.set(key, (totalTime.get(key) ?? 0) + delta);
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log('CPU profile, self time by script:');
  for (const [url, value] of top(byUrl, 12)) console.log(`  ${ms(value).padStart(7)} ms  ${url}`);
  console.log('CPU profile, self time by function:');
  for (const [key, value] of top(selfTime, 25)) console.log(`  ${ms(value).padStart(7)} ms  ${key}`);
  console.log('CPU profile, total time by function:');
  for (const [key, value] of top(totalTime, Number(process.env.BENCH_TOP ?? 45)))
    console.log(`  ${ms(value).padStart(7)} ms  ${key}`);
}
