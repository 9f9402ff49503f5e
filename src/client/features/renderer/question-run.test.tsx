// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormRule } from '../../../shared/generated/types.gen.ts';
import type { DisplayMode } from './display-mode.ts';
import { renderTestForm } from './render-test-form.test-support.tsx';
import { el, formOf } from './test-forms.ts';

// A section's questions are laid out in runs of ten that the browser skips while off screen, so a change that
// brings content near styles one run, not the whole section. The spacing and order of the page stay as they
// were: elements other than questions stand between the runs, and a run of hidden questions leaves the page.

const hideWhenTicked = (guid: string): FormRule =>
  ({
    guid: `rule-${guid}`,
    elementGuid: guid,
    ruleType: 'Hidden',
    conditions: [
      {
        guid: `c-${guid}`,
        conditionType: 'FormElementBased',
        type: 'Equals',
        questionGuid: 'tick',
        answerValue: true,
      },
    ],
  }) as FormRule;

const questions = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    el(`q${from + index}`, 'SimpleText', { label: `Question ${from + index}`, parentGuid: 's1' }),
  );
// 12 questions and the checkbox (runs of 7 and 6), a divider, then the 3 questions it hides (a run of 3).
const form = formOf(
  [
    el('s1', 'Section', { label: 'Part one' }),
    ...questions(1, 12),
    el('tick', 'Boolean', { label: 'Hide the rest', parentGuid: 's1' }),
    el('d1', 'Divider', { parentGuid: 's1' }),
    ...questions(13, 3),
  ],
  ['q13', 'q14', 'q15'].map(hideWhenTicked),
);

const open = (displayMode: DisplayMode = 'fill') => renderTestForm(form, [], displayMode);

const runs = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-slot="question-run"]')].map((run) =>
    [...run.children].map((child) => child.id.replace('element-', '')),
  );

afterEach(cleanup);

describe('question runs', () => {
  it('groups the questions of a section in runs the browser skips off screen', async () => {
    const { container } = open();
    await screen.findByLabelText('Question 15');
    expect(runs(container)).toEqual([
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'],
      ['q8', 'q9', 'q10', 'q11', 'q12', 'tick'],
      ['q13', 'q14', 'q15'],
    ]);
    const run = container.querySelector<HTMLElement>('[data-slot="question-run"]')!;
    expect(run.className).toContain('[content-visibility:auto]');
    // Spaced as the section spaces its children; the divider stays a child of the section itself.
    expect(run.className).toContain('space-y-4');
    expect(container.querySelector('#element-d1')!.parentElement!.dataset.slot).toBe('section-element');
  });

  it('keeps questions in run order for the keyboard and the accessibility tree', async () => {
    open();
    const fields = await screen.findAllByRole('textbox');
    expect(fields.map((field) => field.getAttribute('aria-label') ?? field.id)).toEqual(
      [...questions(1, 12), ...questions(13, 3)].map((question) => `q-${question.guid}`),
    );
  });

  it('takes a run off the page when every question in it is hidden, and back when one shows', async () => {
    const { container } = open();
    await userEvent.click(await screen.findByLabelText('Hide the rest'));
    await waitFor(() => expect(runs(container)).toHaveLength(2));
    expect(container.querySelector('#element-d1')!.nextElementSibling).toBeNull();
    await userEvent.click(screen.getByLabelText('Hide the rest'));
    await waitFor(() => expect(runs(container).at(-1)).toEqual(['q13', 'q14', 'q15']));
  });

  it('leaves printed pages in the plain flow', async () => {
    const { container } = open('print');
    await screen.findByText('Question 15');
    expect(runs(container)).toEqual([]);
  });
});
