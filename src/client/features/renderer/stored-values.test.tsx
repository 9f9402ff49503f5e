// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { Answer, FormResponse } from '../../../shared/generated/types.gen.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf } from './test-forms.ts';

// Stored answers come from the database, imports and older versions: whatever a question holds, only that
// question may suffer from it.

afterEach(cleanup);

const viewer = { userGuid: 'u-1', loginName: 'Pat', email: 'pat@example.com', groupGuids: [] };
const org = { guid: 'org-1', name: 'Org' };

const stored = (guid: string, value: unknown): Answer => ({
  formElementGuid: guid,
  repeatableGroupGuid: EMPTY_GUID,
  answerValue: JSON.stringify(value),
});

const form = formOf([
  el('text', 'SimpleText', { label: 'Text' }),
  el('phone', 'SimpleText', {
    label: 'Phone',
    properties: { validation: true, validationType: 'Phone' },
  }),
  el('amount', 'Number', { label: 'Amount' }),
  el('when', 'Date', { label: 'When' }),
  el('severity', 'RadioButtons', {
    label: 'Severity',
    properties: {
      displayFormat: 'ButtonStrip',
      radioButtonOptions: [
        { value: '1', label: 'Low' },
        { value: '2', label: 'Medium' },
        { value: '3', label: 'High' },
      ],
    },
  }),
  el('other', 'SimpleText', { label: 'Other' }),
]);

function open(answers: Answer[]) {
  const { backend } = fakeBackend();
  const response: FormResponse = {
    guid: 'r-1',
    formDefinitionGuid: 'form-1',
    orgGuid: 'org-1',
    status: 'Draft',
    answers,
  };
  render(<FormRenderer form={form} response={response} backend={backend} viewer={viewer} org={org} />);
  return backend;
}

const question = (guid: string) => document.getElementById(`element-${guid}`)!;

describe('stored values of another type', () => {
  it('shows a number stored in a text or phone question as its text', async () => {
    open([stored('text', 12345), stored('phone', 6135550123)]);
    expect(((await screen.findByLabelText('Text')) as HTMLInputElement).value).toBe('12345');
    expect(((await screen.findByLabelText('Phone')) as HTMLInputElement).value).toBe('6135550123');
  });

  it('selects the stored option of a button strip whether it was stored as "2" or 2', async () => {
    open([stored('severity', '2')]);
    expect((await screen.findByRole('radio', { name: 'Medium' })).getAttribute('aria-checked')).toBe('true');
    cleanup();
    open([stored('severity', 2)]);
    expect((await screen.findByRole('radio', { name: 'Medium' })).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps junk inside its own question and the rest of the form working', async () => {
    const backend = open([
      stored('text', { nested: ['x'] }),
      stored('phone', null),
      stored('amount', 'twelve'),
      stored('when', [1, 2]),
      stored('severity', { value: '2' }),
    ]);
    await screen.findByLabelText('Other');
    for (const guid of ['text', 'amount', 'when', 'severity'])
      expect(within(question(guid)).getByRole('alert').textContent).toMatch(/saved answer cannot be shown/);

    await userEvent.type(screen.getByLabelText('Other'), 'still works');
    await waitFor(
      () => expect(backend.submitAnswer).toHaveBeenCalledWith('other', EMPTY_GUID, 'still works'),
      { timeout: 2000 },
    );
  });

  it('shows a one-megabyte text without trouble', async () => {
    const long = 'a'.repeat(1_000_000);
    open([stored('text', long)]);
    expect(((await screen.findByLabelText('Text')) as HTMLInputElement).value).toHaveLength(1_000_000);
  });
});
