// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementType, FormElement } from '../../../shared/generated/types.gen.ts';
import type * as Registry from '../../elements/widget-registry.gen.ts';
import { renderTestForm } from './render-test-form.test-support.tsx';
import { el, formOf } from './test-forms.ts';

// A page is drawn once the downloads of its widgets' code have settled (useWidgetsLoaded), which a download
// can do without the code (a slow or failed fetch). Such a question waits in its own place, the rest of the
// form stays usable, and the widget that arrives later is the one that keeps what is typed.

/** The Number widget's download, held open by the test; every other widget loads as usual. */
const held = vi.hoisted(() => ({
  release: undefined as undefined | (() => void),
}));

vi.mock('../../elements/widget-registry.gen.ts', async (original) => {
  const real = await original<typeof Registry>();
  const arrived = new Promise<void>((resolve) => (held.release = resolve));
  let here = false;
  const LateNumber = lazy(async () => {
    const [, { NumberWidget }] = await Promise.all([arrived, import('../../elements/number.widget.tsx')]);
    here = true;
    return { default: NumberWidget };
  });
  const others = (types: Iterable<ElementType>) => [...types].filter((type) => type !== 'Number');
  return {
    ...real,
    widgetRegistry: { ...real.widgetRegistry, Number: LateNumber },
    // The page's wait for its widgets settles without the held one, as after a download that failed.
    preloadWidgets: (types: Iterable<ElementType>) => real.preloadWidgets(others(types)),
    widgetsLoaded: (types: Iterable<ElementType>) =>
      real.widgetsLoaded(others(types)) && (here || ![...types].includes('Number')),
  };
});

afterEach(cleanup);

const form = formOf([
  el('count', 'Number', { label: 'How many' }),
  el('name', 'SimpleText', { label: 'Name' }),
] as FormElement[]);

describe('a widget whose code is not here when its question is drawn', () => {
  it('shows a loading placeholder in its question only, then the widget, which keeps what is typed', async () => {
    renderTestForm(form);
    const name = await screen.findByLabelText('Name');
    expect(name.tagName).toBe('INPUT');
    const count = document.getElementById('element-count')!;
    expect(count.textContent).toContain('How many');
    expect(count.querySelector('[data-slot="widget-loading"]')).not.toBeNull();

    await act(async () => held.release!());
    const input = await screen.findByLabelText<HTMLInputElement>('How many');
    expect(count.querySelector('[data-slot="widget-loading"]')).toBeNull();

    // Typing renders the question again; its widget stays the same control, keeping what was typed.
    await userEvent.type(input, '12');
    expect(screen.getByLabelText<HTMLInputElement>('How many')).toBe(input);
    expect(input.value).toBe('12');
  });
});
