import { createRoot } from 'react-dom/client';
import { FormRenderer } from '../../src/client/features/renderer/form-renderer.tsx';
import { preloadFormWidgets } from '../../src/client/features/renderer/widget-preload.ts';
import type { FormDefinition, FormResponse } from '../../src/shared/generated/types.gen.ts';
import { inMemoryBackend } from '../../src/client/features/renderer/in-memory-backend.ts';
import './styles.css';

// The benchmark harness page. The driver (bench/measure.ts) opens it in a fresh browser context per run with
// the form in `window.benchForm`; the page renders it at once and publishes `window.benchRender`: ms from
// navigation start until every widget it waits for is a real control and the next frame has been painted.
// Nothing here is part of the app.

interface BenchGlobals {
  benchForm: FormDefinition;
  benchRender?: Promise<number>;
  bench?: { toggle: typeof toggle; floor: typeof floor };
}
const globals = window as unknown as BenchGlobals;
const params = new URLSearchParams(location.search);
// mount=all: one page, every widget mounted. Otherwise the app's default: paged, widgets mounted near view.
const mountAll = params.get('mount') === 'all';
// page=alone: what any first render here starts from (bench/README.md, "The page's own load").
const pageAlone = params.get('page') === 'alone';

const viewer = { userGuid: 'bench-user', loginName: 'Bench', email: 'bench@example.com', groupGuids: [] };
const org = { guid: 'bench-org', name: 'Bench' };

/** Resolves after the next frame is painted: a rAF callback runs before paint, a task queued there after it. */
const nextPaint = () => nextFrame().then((frame) => frame.painted);

interface Frame {
  /** The frame's begin time: the display refresh it was drawn for (the rAF timestamp). */
  refresh: number;
  /** When the frame had been painted (a task queued from its rAF callback ran). */
  painted: number;
}
const nextFrame = () =>
  new Promise<Frame>((resolve) =>
    requestAnimationFrame((refresh) => setTimeout(() => resolve({ refresh, painted: performance.now() }), 0)),
  );

/** The display's refresh interval, from the rAF timestamps of consecutive frames (16.7 ms at 60 Hz). */
async function refreshInterval(): Promise<number> {
  const gaps: number[] = [];
  let last = (await nextFrame()).refresh;
  for (let index = 0; index < 10; index += 1) {
    const { refresh } = await nextFrame();
    gaps.push(refresh - last);
    last = refresh;
  }
  return gaps.sort((a, b) => a - b)[gaps.length >> 1]!;
}
let interval: Promise<number> | undefined;

/** The first display refresh at or after `time`, on the grid of refreshes through `known`. */
const refreshAfter = (time: number, known: number, every: number) =>
  known + Math.ceil((time - known) / every) * every;

/** Resolves once `done()` holds, checked after each DOM change. */
function whenDom(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    if (done()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** Checked once a frame (a check after every mutation would cost more than the render itself). */
function whenFrame(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (done() ? resolve() : requestAnimationFrame(check));
    check();
  });
}

const CONTROL = 'input, select, textarea, button, [role="checkbox"], [role="radio"], [role="combobox"]';
const questions = () =>
  [...document.querySelectorAll<HTMLElement>('[data-slot="form-element"]')].filter(
    (wrapper) => wrapper.dataset.elementType !== 'Section',
  );
const hasControl = (wrapper: HTMLElement) =>
  wrapper.querySelector('[data-slot="widget-deferred"], [data-slot="widget-loading"]') === null &&
  wrapper.querySelector(CONTROL) !== null;
const onScreen = (wrapper: HTMLElement) => {
  const box = wrapper.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
};

/**
 * Every question of the form (all visible before any answer) has a real control in the DOM. A question seen
 * with its control is not looked at again until the end (a mounted widget stays mounted), so checking every
 * frame costs the harness little beside the renderer; the last check looks at every question again.
 */
const everyWidgetMounted = (expected: number) => {
  let waiting: HTMLElement[] | null = null;
  return () => {
    if (waiting === null) {
      const all = questions();
      if (all.length !== expected) return false;
      waiting = all;
    }
    if (waiting.some((wrapper) => !wrapper.isConnected)) {
      waiting = null;
      return false;
    }
    waiting = waiting.filter((wrapper) => !hasControl(wrapper));
    if (waiting.length > 0) return false;
    const all = questions();
    if (all.length === expected && all.every(hasControl)) return true;
    waiting = null;
    return false;
  };
};
/** The first page is there and every question on screen has a real control. */
const screenMounted = () => {
  const all = questions();
  // A question with its control needs no position: layout is read only while some still lack one.
  return all.length > 0 && all.every((wrapper) => hasControl(wrapper) || !onScreen(wrapper));
};

async function firstRender(form: FormDefinition): Promise<number> {
  const response: FormResponse = {
    guid: 'bench-response',
    formDefinitionGuid: form.guid,
    orgGuid: org.guid,
    status: 'Draft',
    answers: [],
  };
  if (pageAlone) {
    // The cold page load alone: the same bundle evaluated and the same form handed over, one line drawn.
    createRoot(document.getElementById('root')!).render(<p data-slot="bench-floor">{form.name}</p>);
    await whenDom(() => document.querySelector('[data-slot="bench-floor"]') !== null);
    return nextPaint();
  }
  // As the app does when the form definition arrives: the first page's widgets start downloading.
  preloadFormWidgets(form, !mountAll);
  createRoot(document.getElementById('root')!).render(
    <FormRenderer
      form={form}
      response={response}
      backend={inMemoryBackend()}
      viewer={viewer}
      org={org}
      splitPages={!mountAll}
      // Every widget mounts, as on a screen as tall as the form; the default mounts them a screen ahead.
      screensAhead={mountAll ? Number.POSITIVE_INFINITY : undefined}
    />,
  );
  const expected = form.components.filter((element) => element.type !== 'Section').length;
  await whenFrame(mountAll ? everyWidgetMounted(expected) : screenMounted);
  return nextPaint();
}

export interface ChangeTiming {
  /** ms from the click to the DOM change of the question the rule shows or hides. */
  dom: number;
  /** ms from the click to the end of the next painted frame after that change. */
  paint: number;
  /**
   * ms from the display's first refresh after the click to the end of the painted frame with the change: the
   * click → paint time without the wait for the display, which depends only on when in the refresh the click
   * fell. One frame (under 16.7 ms at 60 Hz) when the change is drawn in the first frame after the click.
   */
  late: number;
  /** Whether the changed question is on screen. */
  onScreen: boolean;
}

/** Frames left to the scroll before a change is timed; `?settle=0` clicks in the first frame after it. */
const SCROLL_SETTLE_FRAMES = Number(params.get('settle') ?? 3);

/** Ticks or unticks a checkbox like a user and times the question it hides appearing or disappearing. */
async function toggle(
  sourceGuid: string,
  targetGuid: string,
  view: 'source' | 'target',
): Promise<ChangeTiming> {
  const target = () => document.getElementById(`element-${targetGuid}`);
  const before = target() !== null;
  // 'target' puts the changed question on screen (a change above the fold); 'source' the ticked checkbox,
  // which leaves the changed question off screen unless the two are close.
  const anchor = view === 'target' && before ? targetGuid : sourceGuid;
  document.getElementById(`element-${anchor}`)!.scrollIntoView({ block: 'center' });
  const every = await (interval ??= refreshInterval());
  // The scroll's own work is left to the frames after it, before the click, as a person's click comes well
  // after the page has scrolled: containers coming near the viewport are styled and laid out
  // (`content-visibility: auto`) a frame after the scroll, and the content newly near the viewport painted.
  for (let frame = 0; frame < SCROLL_SETTLE_FRAMES; frame += 1) await nextFrame();
  const { refresh: known } = await nextFrame();
  // Where the changed question is: measured before the click when it is to disappear, after when it appears.
  const shownBefore = before ? onScreen(target()!) : false;
  const control = document.getElementById(`q-${sourceGuid}`)!;
  // Marks for a trace of the changes (bench/profile/change-profile.ts): each change from its click to its frame.
  performance.mark('bench-change');
  const start = performance.now();
  control.click();
  const dom = await whenDom(() => (target() !== null) !== before);
  const paint = await nextPaint();
  performance.mark('bench-painted');
  const visible = before ? shownBefore : onScreen(target()!);
  const late = paint - refreshAfter(start, known, every);
  return { dom: dom - start, paint: paint - start, late, onScreen: visible };
}

/**
 * The same timing for the smallest change a page can make (one character of a text outside the form): what
 * the browser and the display take whatever the page does, printed beside the form's figures.
 */
async function floor(): Promise<Omit<ChangeTiming, 'onScreen'>> {
  const every = await (interval ??= refreshInterval());
  const { refresh: known } = await nextFrame();
  const probe =
    document.getElementById('floor-probe') ??
    document.body.appendChild(Object.assign(document.createElement('div'), { id: 'floor-probe' }));
  performance.mark('bench-floor');
  const start = performance.now();
  probe.textContent = probe.textContent === 'a' ? 'b' : 'a';
  const dom = performance.now();
  const paint = await nextPaint();
  performance.mark('bench-painted');
  return { dom: dom - start, paint: paint - start, late: paint - refreshAfter(start, known, every) };
}

globals.bench = { toggle, floor };
globals.benchRender = firstRender(globals.benchForm);
