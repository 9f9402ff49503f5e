// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// Computed answers follow typing: the renderer runs the shared engine the server runs after each save.

afterEach(cleanup);

const withEvent = (element: FormElement, event: Record<string, unknown>) =>
  ({ ...element, events: [event] }) as FormElement;

const form = formOf([
  el('hours', 'Number', { label: 'Hours', questionCode: 'Hours' }),
  el('extra', 'Number', { label: 'Extra', questionCode: 'Extra' }),
  withEvent(el('total', 'Number', { label: 'Total', questionCode: 'Total' }), {
    eventType: 'SumTo',
    formElementGuidsToSum: ['hours', 'extra'],
  }),
  withEvent(el('share', 'Number', { label: 'Share', questionCode: 'Share', properties: { precision: 2 } }), {
    eventType: 'PercentageTo',
    numeratorFormElementGuid: 'hours',
    denominatorFormElementGuid: 'total',
  }),
  el('note', 'FormText', { properties: { content: 'Total so far: {{Total}}' } }),
]);
const response = responseOf([
  { formElementGuid: 'extra', repeatableGroupGuid: EMPTY_GUID, answerValue: '6' },
]);
const viewer = TEST_VIEWER;

describe('computed answers while typing', () => {
  it('updates sum-to, percentage-to and templated text as a source is typed, then takes the stored values', async () => {
    const { backend } = fakeBackend();
    // What the server stored after the save; its values win over the ones computed here.
    const answer = (guid: string, value: unknown) => ({
      formElementGuid: guid,
      repeatableGroupGuid: EMPTY_GUID,
      answerValue: JSON.stringify(value),
    });
    backend.reloadAnswers.mockResolvedValue([
      answer('hours', 2),
      answer('extra', 6),
      answer('total', 9),
      answer('share', 22.22),
    ] as never);
    render(<FormRenderer form={form} response={response} backend={backend} viewer={viewer} org={TEST_ORG} />);
    await userEvent.type(await screen.findByLabelText('Hours'), '2');
    await waitFor(() => expect((screen.getByLabelText('Total') as HTMLInputElement).value).toBe('8'));
    expect((screen.getByLabelText('Share') as HTMLInputElement).value).toBe('25.00');
    expect(screen.getByText('Total so far: 8')).toBeTruthy();
    // The computed values are the server's to store: the renderer saves only what was typed.
    await waitFor(() => expect(backend.submitAnswer).toHaveBeenCalledWith('hours', EMPTY_GUID, 2), {
      timeout: 2000,
    });
    expect(backend.submitAnswer.mock.calls.map(([guid]: unknown[]) => guid)).toEqual(['hours']);
    // Once the source is saved, the computed answers are read back as the server stored them.
    await waitFor(() => expect((screen.getByLabelText('Total') as HTMLInputElement).value).toBe('9'));
    expect((screen.getByLabelText('Share') as HTMLInputElement).value).toBe('22.22');
  });
});
