// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import type * as ElementLabelModule from './element-label.tsx';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// How a form opens: every element drawn once, the questions of the first screen with their controls at once,
// the rest as the viewport comes near, and no loading placeholder for widget code the page waited for.

const labelRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./element-label.tsx', async (original) => {
  const real = await original<typeof ElementLabelModule>();
  return {
    ...real,
    elementLabel: (props: Parameters<typeof real.elementLabel>[0]) => {
      labelRenders.count += 1;
      return real.elementLabel(props);
    },
  };
});

/** An IntersectionObserver that reports elements near the viewport only when the test says so. */
class HeldObserver {
  static all = new Set<HeldObserver>();
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    HeldObserver.all.add(this);
  }
  observe(node: Element) {
    this.observed.add(node);
  }
  unobserve(node: Element) {
    this.observed.delete(node);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Every element observed comes near, as on a screen tall enough for the whole form. */
  static reportAll() {
    for (const observer of HeldObserver.all) {
      const entries = [...observer.observed].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(cleanup);

const QUESTIONS = 60;
const longForm = formOf([
  el('part', 'Section', { label: 'Part 1' }),
  ...Array.from({ length: QUESTIONS }, (_, index) =>
    el(`q${index + 1}`, 'SimpleText', { parentGuid: 'part', label: `Question ${index + 1}` }),
  ),
] as FormElement[]);

const open = () =>
  render(
    <FormRenderer
      form={longForm}
      response={responseOf()}
      backend={fakeBackend().backend}
      viewer={TEST_VIEWER}
      org={TEST_ORG}
    />,
  );

describe('opening a long form', () => {
  it('shows no loading placeholder for widgets whose code the page waits for', async () => {
    const placeholders: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.querySelector('[data-slot="widget-loading"]')) placeholders.push('widget-loading');
    });
    watch.observe(document.body, { subtree: true, childList: true });
    open();
    expect(await screen.findByLabelText('Question 1')).toBeTruthy();
    watch.disconnect();
    expect(placeholders).toEqual([]);
  });
});

describe('opening a long form, widgets mounted as the viewport comes near', () => {
  beforeAll(() => vi.stubGlobal('IntersectionObserver', HeldObserver));
  afterAll(() => vi.unstubAllGlobals());

  it('draws each element once, however its widget mounts', async () => {
    labelRenders.count = 0;
    open();
    await screen.findByText(`Question ${QUESTIONS}`);
    act(() => HeldObserver.reportAll());
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(QUESTIONS));
    expect(labelRenders.count).toBe(QUESTIONS);
  });

  it('shows the controls of the first screen at once and the rest as they come near', async () => {
    open();
    const first = await screen.findByLabelText('Question 1');
    expect(first.tagName).toBe('INPUT');
    // Far down the page the question is there, labelled, with a placeholder for its control.
    const last = document.getElementById(`element-q${QUESTIONS}`)!;
    expect(last.textContent).toContain(`Question ${QUESTIONS}`);
    expect(last.querySelector('[data-slot="widget-deferred"]')).not.toBeNull();

    act(() => HeldObserver.reportAll());
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(QUESTIONS));
  });
});
