import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../workflows/list-screen.ts';
import { KEY_PRESENTATION_CATEGORIES, keyPresentations } from './key-presentation.ts';
import { renderCountScript, type RenderCount } from './render-count.ts';

// The form designer in Chromium against the real app, with Split Pages off so the whole form is on the
// canvas. Drags: an element's handle is picked up with Space, moved one place down with the arrow key and
// dropped with Space (dnd-kit's keyboard sensor); timed from the dropping key until the canvas shows the
// element in its new place and the next frame is painted. Typing: the Label of a question in the Properties
// panel, one key every TYPING_GAP_MS; each key is timed from its event to the presentation of the frame after
// it (read from a trace of the typing, key-presentation.ts), and every frame's interval is recorded while typing. Figures that depend less on the machine's load: the script time
// of each drop's frame when it was a long animation frame (over 50 ms; Chromium reports no shorter ones), and,
// on further drags, the React components rendered by a drop (render-count.ts).

export interface DesignerScreenFigures {
  /** ms from the dropping key to the painted frame showing the new order, one per drag. */
  drops: number[];
  /** Script ms of each drop's frame, for the drops whose frame took over 50 ms (long animation frames). */
  dropScripts: number[];
  /** Components rendered and commits made by each counted drop. */
  dropRenders: RenderCount[];
  /** ms from each key to the presentation of the next frame. */
  keystrokes: number[];
  /**
   * ms from the display's first refresh after each key to that frame's presentation: the key's latency without the
   * wait for the refresh, which depends only on where in it the key fell (bench/README.md, The figures).
   */
  keystrokesFromRefresh: number[];
  /** ms between consecutive frames while typing. */
  frameIntervals: number[];
  /**
   * The page's script ms per timed key (Chromium's ScriptDuration over the typing, divided by the keys), counted
   * in the renderer thread's CPU time, so a busy machine does not add the time the thread waited for a core.
   */
  keyScript: number;
  /** Likewise, the style and layout ms per timed key (RecalcStyleDuration and LayoutDuration). */
  keyStyleLayout: number;
  /** Components rendered and commits made per key, over the counted keys. */
  keyRenders: RenderCount;
}

interface ScreenOptions {
  baseUrl: string;
  email: string;
  password: string;
  formGuid: string;
  /** Labels of the questions dragged, one drag each. */
  dragLabels: string[];
  /** Labels of the questions whose Label is typed into. */
  typeLabels: string[];
  /** Characters typed per question. */
  text: string;
  /** Labels of the questions dragged with their renders counted, after the timed drags. */
  countLabels: string[];
  /** Label of the question typed into with React's renders counted, after the timed typing. */
  countTypeLabel: string;
  /** Where to write a CPU profile of the timed typing (BENCH_PROFILE), if anywhere. */
  profilePath?: string;
  /** Where to write a Chromium trace of the first question's timed typing (BENCH_TRACE), if anywhere. */
  tracePath?: string;
}

/** What a trace of the typing records: the main thread's tasks and frames, the compositor's and the display's. */
const TRACE_CATEGORIES = [
  ...KEY_PRESENTATION_CATEGORIES,
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'input',
  'latencyInfo',
  'cc',
  'viz',
  'benchmark',
  'scheduler',
];

/** A key every 120 ms: a quick typist's pace (about 100 words a minute). */
const TYPING_GAP_MS = 120;

const canvas = (page: Page) => page.getByRole('region', { name: 'Canvas' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Element properties' });

/** Picks the element up by keyboard, moves it one place down and drops it; resolves with drop → painted. */
async function dragOneDown(page: Page, label: string): Promise<number> {
  const handle = canvas(page).getByRole('button', { name: `Move ${label}`, exact: true });
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  const guid = await canvas(page).locator(`li[aria-label="${label}"]`).getAttribute('data-element-guid');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  // Let dnd-kit settle on the spot below before the drop is timed.
  await page.waitForTimeout(300);
  // The watch is set up before the key is sent, so the drop cannot come first.
  await page.evaluate((moved) => {
    (window as unknown as { benchDrop: Promise<number> }).benchDrop = new Promise<number>(
      (resolve, reject) => {
        const order = () =>
          [...document.querySelectorAll('[aria-label="Canvas"] li[data-element-guid]')]
            .map((item) => item.getAttribute('data-element-guid'))
            .join();
        const before = order();
        const position = () => order().split(',').indexOf(moved!);
        const from = position();
        let droppedAt = 0;
        window.addEventListener('keydown', (event) => (droppedAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        setTimeout(() => reject(new Error(`no new order on the canvas 5 s after the drop`)), 5000);
        const observer = new MutationObserver(() => {
          if (droppedAt === 0 || order() === before) return;
          observer.disconnect();
          if (position() === from) reject(new Error('the drop left the element where it was'));
          requestAnimationFrame(() =>
            setTimeout(() => {
              (window as unknown as { benchDropSpan: number[] }).benchDropSpan = [
                droppedAt,
                performance.now(),
              ];
              resolve(performance.now() - droppedAt);
            }, 0),
          );
        });
        observer.observe(document.querySelector('[aria-label="Canvas"]')!, {
          childList: true,
          subtree: true,
        });
      },
    );
  }, guid);
  await page.keyboard.press('Space');
  return page.evaluate(() => (window as unknown as { benchDrop: Promise<number> }).benchDrop);
}

/** Records the page's long animation frames from now on (window.benchFrames). */
function recordLongFrames(page: Page) {
  return page.evaluate(() => {
    const frames: { start: number; end: number; script: number }[] = [];
    (window as unknown as { benchFrames: typeof frames }).benchFrames = frames;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        scripts: { duration: number }[];
      })[])
        frames.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          script: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
        });
    }).observe({ type: 'long-animation-frame' });
  });
}

/**
 * Script ms of the long animation frames between the last dropping key and its painted frame, or undefined
 * when none of those frames took over 50 ms.
 */
async function lastDropScript(page: Page): Promise<number | undefined> {
  // The entries are reported after their frames; give them a moment.
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const [from, to] = (window as unknown as { benchDropSpan: number[] }).benchDropSpan;
    const frames = (
      window as unknown as { benchFrames: { start: number; end: number; script: number }[] }
    ).benchFrames.filter((frame) => frame.end >= from! && frame.start <= to!);
    return frames.length === 0 ? undefined : frames.reduce((sum, frame) => sum + frame.script, 0);
  });
}

/** Drags one element down with React's renders counted from the dropping key until the page settles. */
async function countedDrag(page: Page, label: string): Promise<RenderCount> {
  const handle = canvas(page).getByRole('button', { name: `Move ${label}`, exact: true });
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.evaluate((names) => {
    const counter = (window as unknown as { benchRenders: RenderCount & { on: boolean } }).benchRenders;
    Object.assign(counter, { on: true, renders: 0, commits: 0, names: names ? {} : null, byCommit: [] });
  }, Boolean(process.env.BENCH_RENDER_NAMES));
  await page.keyboard.press('Space');
  await page.waitForTimeout(500);
  const counted = await page.evaluate(() => {
    const counter = (
      window as unknown as {
        benchRenders: RenderCount & {
          on: boolean;
          names: Record<string, number> | null;
          byCommit: { event: string | null; renders: number; names: Record<string, number> }[];
        };
      }
    ).benchRenders;
    counter.on = false;
    return {
      renders: counter.renders,
      commits: counter.commits,
      names: counter.names,
      byCommit: counter.byCommit,
    };
  });
  if (counted.names) {
    console.log(`drop of ${label}:\n${byName(counted.names, 1)}`);
    counted.byCommit.forEach((commit, index) =>
      console.log(
        `commit ${index + 1} (${commit.event ?? 'task'}): ${commit.renders}: ${byName(commit.names, 1).replaceAll('\n', ', ')}`,
      ),
    );
  }
  return { renders: counted.renders, commits: counted.commits };
}

/** Components rendered, by name, most first, each count divided by `per`. */
function byName(names: Record<string, number>, per: number) {
  return Object.entries(names)
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${(count / per).toFixed(1)} ${name}`)
    .join('\n');
}

/** Selects the question and puts the caret at the end of its Label in the Properties panel. */
async function openLabel(page: Page, label: string) {
  const card = canvas(page).locator(`li[aria-label="${label}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.locator('button[aria-pressed]').first().click();
  const field = panel(page).getByLabel('Label', { exact: true });
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  return field;
}

/** Types into a question's Label with React's renders counted; the totals divided by the keys. */
async function countedTyping(page: Page, label: string, text: string): Promise<RenderCount> {
  await openLabel(page, label);
  await page.evaluate((names) => {
    const counter = (window as unknown as { benchRenders: RenderCount & { on: boolean } }).benchRenders;
    Object.assign(counter, {
      on: true,
      renders: 0,
      commits: 0,
      urgentRenders: 0,
      urgentCommits: 0,
      names: names ? {} : null,
    });
  }, Boolean(process.env.BENCH_RENDER_NAMES));
  await page.keyboard.type(text, { delay: TYPING_GAP_MS });
  // Transitions of the last key (the canvas's copy of the label) land within a few frames.
  await page.waitForTimeout(300);
  const total = await page.evaluate(() => {
    const counter = (
      window as unknown as {
        benchRenders: Required<RenderCount> & { on: boolean; names: Record<string, number> | null };
      }
    ).benchRenders;
    counter.on = false;
    return { ...counter };
  });
  if (total.names) console.log(byName(total.names, text.length));
  const perKey = (count: number) => count / text.length;
  return {
    renders: perKey(total.renders),
    commits: perKey(total.commits),
    urgentRenders: perKey(total.urgentRenders),
    urgentCommits: perKey(total.urgentCommits),
  };
}

interface KeyTiming {
  /** The key event's time. */
  at: number;
  /** The begin time of the last frame before the key (a point of the display's refresh grid). */
  frame: number;
}

/** Starts recording each key's refresh grid and every frame's interval. */
function startRecording(page: Page) {
  return page.evaluate(() => {
    const record = { keys: [] as KeyTiming[], frames: [] as number[], running: true, last: 0 };
    (window as unknown as { benchRecord: typeof record }).benchRecord = record;
    window.addEventListener(
      'keydown',
      (event) => record.keys.push({ at: event.timeStamp, frame: record.last }),
      { capture: true },
    );
    // A frame every refresh while typing, so the refresh grid is known at every key.
    const frame = (now: number) => {
      if (record.last > 0) record.frames.push(now - record.last);
      record.last = now;
      if (record.running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Stops recording; each key's latency to the presentation of its frame, read from the trace of the typing
 * (key-presentation.ts).
 */
async function stopRecording(page: Page, trace: () => Promise<Buffer>) {
  const { keys, frames } = await page.evaluate(async () => {
    const record = (
      window as unknown as { benchRecord: { keys: KeyTiming[]; frames: number[]; running: boolean } }
    ).benchRecord;
    await new Promise((resolve) => setTimeout(resolve, 200));
    record.running = false;
    return { keys: record.keys, frames: record.frames };
  });
  const presentations = keyPresentations(await trace());
  // The trace's timestamp and the event's own are the same time, the event's coarsened to 0.1 ms.
  const presented = ({ at }: KeyTiming) => {
    const match = presentations.find((candidate) => Math.abs(candidate.at - at) < 1);
    if (!match) throw new Error(`no presentation in the trace for the key at ${at} ms`);
    return match.presented;
  };
  // The refresh interval: the frames' usual spacing (a late frame is a whole number of refreshes).
  const refresh = [...frames].sort((a, b) => a - b)[frames.length >> 1] ?? 1000 / 60;
  const nextRefresh = ({ at, frame }: KeyTiming) => frame + Math.ceil((at - frame) / refresh) * refresh;
  return {
    keys: keys.map((key) => presented(key) - key.at),
    keysFromRefresh: keys.map((key) => presented(key) - nextRefresh(key)),
    frames,
  };
}

export async function measureDesignerScreen(
  browser: Browser,
  options: ScreenOptions,
): Promise<DesignerScreenFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx keeps function names with a helper (__name) that functions sent to the page would miss.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript(renderCountScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Durations in the thread's CPU time ("threadTicks"), not the wall clock's.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const workSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((candidate) => candidate.name === name)?.value ?? 0;
    return {
      script: metric('ScriptDuration'),
      styleLayout: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    };
  };
  try {
    await signIn(page, options.baseUrl, options.email, options.password);
    await page.goto(`${options.baseUrl}/forms/${options.formGuid}/design`);
    await page.getByRole('tab', { name: 'Design' }).click();
    // The whole form on one canvas: the heaviest case.
    const split = page.getByRole('switch', { name: 'Split Pages' });
    if ((await split.getAttribute('aria-checked')) === 'true') await split.click();
    await canvas(page)
      .locator(`li[aria-label="${options.dragLabels.at(-1)}"]`)
      .waitFor();
    await page.waitForTimeout(500);

    const drops: number[] = [];
    const dropScripts: number[] = [];
    await recordLongFrames(page);
    for (const label of options.dragLabels) {
      drops.push(
        await dragOneDown(page, label).catch(async (error: Error) => {
          await page.screenshot({ path: '.tmp/bench-designer-drag.png' });
          throw error;
        }),
      );
      const script = await lastDropScript(page);
      if (script !== undefined) dropScripts.push(script);
      await page.waitForTimeout(200);
    }
    const dropRenders: RenderCount[] = [];
    for (const label of options.countLabels) dropRenders.push(await countedDrag(page, label));

    const keystrokes: number[] = [];
    const keystrokesFromRefresh: number[] = [];
    const frameIntervals: number[] = [];
    let typingScript = 0;
    let typingStyleLayout = 0;
    if (options.profilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    for (const [index, label] of options.typeLabels.entries()) {
      const field = await openLabel(page, label);
      // The first question's typing with the frames' and the compositor's events too when asked for.
      const traceTo = index === 0 ? options.tracePath : undefined;
      await browser.startTracing(page, {
        categories: traceTo ? TRACE_CATEGORIES : KEY_PRESENTATION_CATEGORIES,
        screenshots: false,
      });
      await startRecording(page);
      const workBefore = await workSeconds();
      await page.keyboard.type(options.text, { delay: TYPING_GAP_MS });
      const { keys, keysFromRefresh, frames } = await stopRecording(page, async () => {
        const trace = await browser.stopTracing();
        if (traceTo) fs.writeFileSync(traceTo, trace);
        return trace;
      });
      const workAfter = await workSeconds();
      typingScript += workAfter.script - workBefore.script;
      typingStyleLayout += workAfter.styleLayout - workBefore.styleLayout;
      keystrokes.push(...keys);
      keystrokesFromRefresh.push(...keysFromRefresh);
      frameIntervals.push(...frames);
      const typed = await field.inputValue();
      if (!typed.endsWith(options.text)) throw new Error(`the Label reads "${typed}" after typing`);
    }
    if (options.profilePath) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(options.profilePath, JSON.stringify(profile));
    }
    const keys = options.typeLabels.length * options.text.length;
    const keyScript = (typingScript * 1000) / keys;
    const keyStyleLayout = (typingStyleLayout * 1000) / keys;
    const keyRenders = await countedTyping(page, options.countTypeLabel, options.text);
    return {
      drops,
      dropScripts,
      dropRenders,
      keystrokes,
      keystrokesFromRefresh,
      frameIntervals,
      keyScript,
      keyStyleLayout,
      keyRenders,
    };
  } finally {
    await context.close();
  }
}
