// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// Spec 5.3: an invalid value is not saved, and neither is a shorter value the user has already typed past.
// Each test types at human speed, then edits another question and waits for that one to be saved: by then
// the first question's debounce has long run out.

afterEach(cleanup);

const form = formOf([
  el('amount', 'Number', { label: 'Amount', properties: { max: 100 } }),
  el('words', 'SimpleText', { label: 'Words', properties: { maxWordCount: 3 } }),
  el('other', 'SimpleText', { label: 'Other' }),
]);
const response = responseOf();
const viewer = TEST_VIEWER;

async function typeThenWaitForAnotherSave(label: string, text: string) {
  const { backend, notices } = fakeBackend();
  render(<FormRenderer form={form} response={response} backend={backend} viewer={viewer} org={TEST_ORG} />);
  const user = userEvent.setup({ delay: 60 });
  await user.type(await screen.findByLabelText(label), text);
  await user.type(screen.getByLabelText('Other'), 'x');
  await waitFor(() => expect(backend.submitAnswer).toHaveBeenCalledWith('other', EMPTY_GUID, 'x'), {
    timeout: 3000,
  });
  const calls = backend.submitAnswer.mock.calls as unknown as [string, string, unknown][];
  return { saved: calls.filter(([guid]) => guid !== 'other'), notices };
}

describe('a value typed past is never saved', () => {
  it('does not store 25 when 250 is typed into a number with max 100', async () => {
    const { saved, notices } = await typeThenWaitForAnotherSave('Amount', '250');
    expect(saved).toEqual([]);
    expect(notices).toEqual(['Saved']);
    expect(screen.getByText('Error Saving: Must be less than or equal to 100')).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('250');
  });

  it('does not store 12 when 12abc is typed into a number', async () => {
    const { saved } = await typeThenWaitForAnotherSave('Amount', '12abc');
    expect(saved).toEqual([]);
  });

  it('does not store the first three words when a fourth goes over a three-word limit', async () => {
    const { saved } = await typeThenWaitForAnotherSave('Words', 'Al Bo Cy Di');
    expect(saved).toEqual([]);
    expect(screen.getByText('Maximum 3 words - 4 entered')).toBeTruthy();
  });

  it('still saves a valid value typed at the same speed', async () => {
    const { saved } = await typeThenWaitForAnotherSave('Amount', '99');
    expect(saved).toEqual([['amount', EMPTY_GUID, 99]]);
  });
});
