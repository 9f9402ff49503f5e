// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { FormResponse, FormRule } from '../../../shared/generated/types.gen.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf } from './test-forms.ts';

afterEach(cleanup);

const hideAgreeRule = {
  guid: 'rule-1',
  elementGuid: 'agree',
  ruleType: 'Hidden',
  conditions: [
    {
      guid: 'c-1',
      conditionType: 'FormElementBased',
      type: 'Equals',
      questionGuid: 'name',
      answerValue: 'hide',
    },
  ],
} as FormRule;

const form = formOf(
  [
    el('s1', 'Section', { label: 'Applicant' }),
    el('name', 'SimpleText', { parentGuid: 's1', label: 'Name', properties: { showOptionality: true } }),
    el('agree', 'Boolean', { parentGuid: 's1', label: 'Agree', properties: { isOptional: true } }),
  ],
  [hideAgreeRule],
);
const response: FormResponse = {
  guid: 'r-1',
  formDefinitionGuid: 'form-1',
  orgGuid: 'org-1',
  status: 'Draft',
  answers: [],
};
const viewer = { userGuid: 'u-1', loginName: 'Pat', email: 'pat@example.com', groupGuids: [] };
const org = { guid: 'org-1', name: 'Org' };

describe('FormRenderer', () => {
  it('renders widgets from the registry, applies rules at once and saves after the debounce', async () => {
    const { backend, notices } = fakeBackend();
    render(<FormRenderer form={form} response={response} backend={backend} viewer={viewer} org={org} />);

    const name = await screen.findByLabelText(/Name/);
    expect(screen.getByText('*')).toBeTruthy();
    expect(await screen.findByText('(optional)')).toBeTruthy();
    expect(screen.getByText('Agree')).toBeTruthy();

    await userEvent.type(name, 'hide');
    await waitFor(() => expect(screen.queryByText('Agree')).toBeNull());
    expect(screen.queryByText('*')).toBeNull();
    await waitFor(() => expect(backend.submitAnswer).toHaveBeenCalledWith('name', EMPTY_GUID, 'hide'), {
      timeout: 2000,
    });
    await waitFor(() => expect(notices).toContain('Saved'));
  });

  it('shows saved answers read-only in the read-only mode', async () => {
    const { backend } = fakeBackend();
    const answered = {
      ...response,
      answers: [{ formElementGuid: 'name', repeatableGroupGuid: EMPTY_GUID, answerValue: '"Pat"' }],
    };
    render(
      <FormRenderer
        form={form}
        response={answered}
        backend={backend}
        viewer={viewer}
        org={org}
        displayMode="readOnly"
      />,
    );
    expect(await screen.findByText('Pat')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
