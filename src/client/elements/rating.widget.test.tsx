// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../shared/elements/answer-checks.ts';
import type { FormElement, FormRule } from '../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { fakeBackend } from '../features/renderer/fake-backend.ts';
import { FormRenderer } from '../features/renderer/form-renderer.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from '../features/renderer/test-forms.ts';

// The Rating element through the real renderer: choosing by click and by keys, the words at the ends,
// clearing an optional rating, rules and computed values that read it, and the shared checks that the
// server runs on every save.

afterEach(cleanup);

const hideFollowUpWhenPoor: FormRule = {
  guid: 'rule-1',
  elementGuid: 'followUp',
  ruleType: 'Hidden',
  conditions: [
    {
      guid: 'c-1',
      conditionType: 'FormElementBased',
      type: 'NotEquals',
      questionGuid: 'rate',
      answerValue: '1',
    },
  ],
} as FormRule;

function openForm(properties: Record<string, unknown> = {}) {
  const form = formOf(
    [
      el('rate', 'Rating', { label: 'Visit', questionCode: 'Visit', properties }),
      el('followUp', 'SimpleText', { label: 'What went wrong?' }),
      {
        ...el('doubled', 'Number', { label: 'Doubled', questionCode: 'Doubled' }),
        events: [{ eventType: 'CustomExpression', customExpression: 'Visit * 2' }],
      } as FormElement,
    ],
    [hideFollowUpWhenPoor],
  );
  const { backend } = fakeBackend();
  render(
    <FormRenderer
      form={form}
      response={responseOf()}
      backend={backend}
      viewer={TEST_VIEWER}
      org={TEST_ORG}
    />,
  );
  return { backend, user: userEvent.setup({ delay: 20 }) };
}

const saved = (backend: ReturnType<typeof fakeBackend>['backend'], value: number) =>
  waitFor(() => expect(backend.submitAnswer).toHaveBeenCalledWith('rate', EMPTY_GUID, value), {
    timeout: 2000,
  });

describe('Rating', () => {
  it('saves the star clicked, and shows the words for the two ends', async () => {
    const { backend, user } = openForm({ lowLabel: 'Poor', highLabel: 'Excellent' });
    const group = await screen.findByRole('radiogroup', { name: 'Visit' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('Poor')).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: '4 of 5' }));
    expect(within(group).getByRole('radio', { name: '4 of 5' }).getAttribute('aria-checked')).toBe('true');
    await saved(backend, 4);
  });

  it('moves with the arrow keys, Home and End, from one tab stop', async () => {
    const { backend, user } = openForm({ maxRating: 10, display: 'Numbers' });
    const group = await screen.findByRole('radiogroup', { name: 'Visit' });
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '1 of 10' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '2 of 10' }));
    await user.keyboard('{End}');
    expect(within(group).getByRole('radio', { name: '10 of 10' }).getAttribute('aria-checked')).toBe('true');
    await saved(backend, 10);
    await user.keyboard('{Home}');
    await saved(backend, 1);
  });

  it('lets an optional rating be cleared, and a required one not', async () => {
    const optional = openForm({ isOptional: true });
    await optional.user.click(await screen.findByRole('radio', { name: '3 of 5' }));
    await optional.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    cleanup();
    const required = openForm();
    await required.user.click(await screen.findByRole('radio', { name: '3 of 5' }));
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('feeds rules and computed values', async () => {
    const { user } = openForm();
    await screen.findByRole('radiogroup', { name: 'Visit' });
    // The follow-up question shows only for the lowest rating.
    expect(screen.queryByText('What went wrong?')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '1 of 5' }));
    expect(await screen.findByText('What went wrong?')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '3 of 5' }));
    await waitFor(() => expect(screen.queryByText('What went wrong?')).toBeNull());
    await waitFor(() => expect((screen.getByLabelText('Doubled') as HTMLInputElement).value).toBe('6'));
  });

  it('is refused above its highest rating, below 1 and between whole numbers, as the server refuses it', () => {
    const rating = el('rate', 'Rating', { properties: { maxRating: 3 } });
    expect(checkAnswer(rating, 3)).toBeUndefined();
    expect(checkAnswer(rating, 4)).toBe('The answer must be at most 3.');
    expect(checkAnswer(rating, 0)).toBeDefined();
    expect(checkAnswer(rating, 2.5)).toBeDefined();
    expect(checkAnswer(el('rate', 'Rating'), 6)).toBe('The answer must be at most 5.');
  });
});
