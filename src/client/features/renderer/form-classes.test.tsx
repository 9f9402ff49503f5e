// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import type * as TailwindMerge from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { renderTestForm, storedAnswer } from './render-test-form.test-support.tsx';
import { el, formOf } from './test-forms.ts';

// A form's widgets join their classes instead of merging them (withCallerClasses, clsx): tailwind-merge
// builds its class map at its first call, a large part of a form's first render. Joining draws the same
// page only when no class of the joined list overrides another, which is what these tests check.

const merges = vi.hoisted(() => ({ count: 0 }));
vi.mock('tailwind-merge', async (original) => {
  const real = await original<typeof TailwindMerge>();
  return {
    ...real,
    twMerge: (...classes: Parameters<typeof real.twMerge>) => {
      merges.count += 1;
      return real.twMerge(...classes);
    },
  };
});

afterEach(cleanup);

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
];

// The element types of the benchmark forms (bench/generate-form.ts), in a section of the pager.
const form = formOf([
  el('part', 'Section', { label: 'Part 1' }),
  el('text', 'SimpleText', { parentGuid: 'part', properties: { showOptionality: true } }),
  el('number', 'Number', { parentGuid: 'part', properties: { min: 0, max: 10 } }),
  el('select', 'SelectList', { parentGuid: 'part', properties: { selectListOptions: OPTIONS } }),
  el('radio', 'RadioButtons', { parentGuid: 'part', properties: { radioButtonOptions: OPTIONS } }),
  el('ticks', 'Checkboxes', { parentGuid: 'part', properties: { checkboxOptions: OPTIONS } }),
  el('money', 'Money', { parentGuid: 'part' }),
  el('date', 'Date', { parentGuid: 'part' }),
  el('yes', 'Boolean', { parentGuid: 'part' }),
  el('part2', 'Section', { label: 'Part 2' }),
  el('later', 'SimpleText', { parentGuid: 'part2' }),
] as FormElement[]);

/** Every class list on the page that merging would change, with what merging makes of it. */
function classesMergingChanges(): { classes: string; merged: string }[] {
  return [...document.querySelectorAll('[class]')]
    .map((node) => node.getAttribute('class')!)
    .filter((classes) => twMerge(classes) !== classes)
    .map((classes) => ({ classes, merged: twMerge(classes) }));
}

describe("a form's classes", () => {
  // First in the file: the widgets' code is not loaded yet, so the page's loading placeholder is drawn too.
  it('need no merging as the form opens', async () => {
    merges.count = 0;
    renderTestForm(form);
    await screen.findByLabelText('date');
    expect(merges.count).toBe(0);
  });

  it('are drawn as merging would draw them, empty and filled in', async () => {
    renderTestForm(form, [
      storedAnswer('ticks', ['a']),
      storedAnswer('yes', true),
      storedAnswer('radio', 'b'),
      storedAnswer('money', 12.5),
    ]);
    await screen.findByLabelText('date');
    expect(classesMergingChanges()).toEqual([]);
  });
});

describe('the input, button and placeholder variants', () => {
  it('hold no class that overrides another', () => {
    const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
    const sizes = ['default', 'sm', 'lg', 'icon'] as const;
    render(
      <>
        {variants.flatMap((variant) =>
          sizes.map((size) => <Button key={`${variant}-${size}`} variant={variant} size={size} />),
        )}
        {(['column', 'content'] as const).flatMap((fit) =>
          [undefined, 'numbers' as const].flatMap((figures) =>
            [undefined, 'start' as const].map((joined) => (
              <Input key={`${fit}-${figures}-${joined}`} fit={fit} figures={figures} joined={joined} />
            )),
          ),
        )}
        <Skeleton standsFor="page" />
        <Skeleton standsFor="field" />
      </>,
    );
    expect(classesMergingChanges()).toEqual([]);
  });

  it("still let a caller's classes override them", () => {
    render(<Input className="w-32" />);
    expect(screen.getByRole('textbox').className.split(' ')).not.toContain('w-full');
  });
});
