// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormRule, ListDefinition } from '../../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

afterEach(cleanup);

const LIST_GUID = '5d1c0a3e-7f2b-4c9d-8e6f-1a2b3c4d5e6f';

const colours: ListDefinition = {
  listDefinitionGuid: LIST_GUID,
  name: 'Colours',
  visibility: 'OrgWide',
  orgGuid: 'org-1',
  items: [
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Green' },
    { value: 'blue', label: 'Blue' },
  ],
};

const places: ListDefinition = {
  ...colours,
  listDefinitionGuid: '6e2d1b4f-8a3c-4dae-9f70-2b3c4d5e6f70',
  name: 'Places',
  items: [{ value: 'ON', label: 'Ontario', children: [{ value: 'tor', label: 'Toronto' }] }],
};

// The note is hidden once the colour is green: a rule comparing the list-backed answer.
const hideNote = {
  guid: 'rule-1',
  elementGuid: 'note',
  ruleType: 'Hidden',
  conditions: [
    {
      guid: 'c-1',
      conditionType: 'FormElementBased',
      type: 'Equals',
      questionGuid: 'colour',
      answerValue: 'green',
    },
  ],
} as FormRule;

const form = formOf(
  [
    el('s1', 'Section', { label: 'Page' }),
    el('colour', 'RadioButtons', {
      parentGuid: 's1',
      label: 'Colour',
      properties: {
        radioButtonOptions: [{ value: 'own', label: 'Own option' }],
        optionsListGuid: LIST_GUID.toUpperCase(),
      },
    }),
    el('place', 'Cascader', {
      parentGuid: 's1',
      label: 'Place',
      properties: { optionsListGuid: places.listDefinitionGuid },
    }),
    el('note', 'SimpleText', { parentGuid: 's1', label: 'Note' }),
  ],
  [hideNote],
);

describe('a list-backed question in the renderer', () => {
  it('offers the delivered list’s items in the list’s order, and rules compare the chosen code', async () => {
    const { backend } = fakeBackend();
    const response = { ...responseOf(), listDefinitions: [colours, places] };
    render(
      <FormRenderer form={form} response={response} backend={backend} viewer={TEST_VIEWER} org={TEST_ORG} />,
    );

    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['red', 'green', 'blue']);
    expect(screen.queryByText('Own option')).toBeNull();
    expect(screen.getByText('Note')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await waitFor(() => expect(screen.queryByText('Note')).toBeNull());
    await waitFor(() => expect(backend.submitAnswer).toHaveBeenCalledWith('colour', EMPTY_GUID, 'green'), {
      timeout: 2000,
    });

    // A nested list keeps its tree for a cascader.
    await userEvent.selectOptions(screen.getByLabelText('Place'), 'Ontario');
    await userEvent.selectOptions(screen.getByLabelText('Place level 2'), 'Toronto');
    await waitFor(
      () => expect(backend.submitAnswer).toHaveBeenCalledWith('place', EMPTY_GUID, ['ON', 'tor']),
      {
        timeout: 2000,
      },
    );
  });

  it('uses the element’s own options when its list is not delivered', async () => {
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
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['own']);
  });

  it('takes lists handed to it over the response’s (a workflow delivers them once for its forms)', async () => {
    const { backend } = fakeBackend();
    const renamed = { ...colours, items: [{ value: 'teal', label: 'Teal' }] };
    render(
      <FormRenderer
        form={form}
        response={{ ...responseOf(), listDefinitions: [colours] }}
        lists={[renamed]}
        backend={backend}
        viewer={TEST_VIEWER}
        org={TEST_ORG}
      />,
    );
    expect(await screen.findByRole('radio', { name: 'Teal' })).toBeTruthy();
  });
});
