import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { FormRenderer } from '../../src/client/features/renderer/form-renderer.tsx';
import type { DisplayMode } from '../../src/client/features/renderer/display-mode.ts';
import type { FormDefinition, FormResponse } from '../../src/shared/generated/types.gen.ts';
import { memoryBackend } from './memory-backend.ts';
import '../../src/client/styles.css';

// The benchmark harness page: renders one form with in-memory answers and exposes two measurements to the
// Playwright driver (bench/measure.ts). Nothing here is part of the app.

const viewer = { userGuid: 'bench-user', loginName: 'Bench', email: 'bench@example.com', groupGuids: [] };
const org = { guid: 'bench-org', name: 'Bench' };
let root: Root | null = null;

/** Resolves once `done()` holds, checking after every DOM change. */
function when(done: () => boolean): Promise<number> {
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

/**
 * Renders the form all on one page (the worst case; the app splits it into pages by default) and returns ms
 * until every element is in the DOM and laid out. In 'fill' mode widgets far below the fold are still to
 * mount; 'print' mounts every widget.
 */
async function render(form: FormDefinition, expectedElements: number, mode: DisplayMode): Promise<number> {
  root?.unmount();
  const container = document.getElementById('root')!;
  const response: FormResponse = {
    guid: 'bench-response',
    formDefinitionGuid: form.guid,
    orgGuid: org.guid,
    status: 'Draft',
    answers: [],
  };
  const start = performance.now();
  root = createRoot(container);
  root.render(
    <FormRenderer
      form={form}
      response={response}
      backend={memoryBackend()}
      viewer={viewer}
      org={org}
      splitPages={false}
      displayMode={mode}
    />,
  );
  await when(
    () =>
      container.querySelectorAll('[data-slot="form-element"]').length >= expectedElements &&
      container.querySelector('[data-slot="widget-loading"]') === null,
  );
  void container.getBoundingClientRect().height; // forces style and layout, part of what a user waits for
  return performance.now() - start;
}

/** Ticks or unticks a checkbox like a user and returns ms until the question it hides appears or disappears. */
async function toggle(sourceGuid: string, targetGuid: string): Promise<number> {
  const present = () => document.getElementById(`element-${targetGuid}`) !== null;
  const before = present();
  // Like a user, scroll to the checkbox first; its widget mounts once near the viewport.
  document.getElementById(`element-${sourceGuid}`)?.scrollIntoView({ block: 'center' });
  await when(() => document.getElementById(`q-${sourceGuid}`) !== null);
  // Let the widgets that scrolling brought near finish mounting, so the timing is of the change alone.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const control = document.getElementById(`q-${sourceGuid}`)!;
  const start = performance.now();
  control.click();
  const end = await when(() => present() !== before);
  return end - start;
}

Object.assign(window, { bench: { render, toggle } });
