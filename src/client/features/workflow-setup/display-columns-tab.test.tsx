// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition, WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import { newWorkflowDefinition } from '../../../shared/workflows/definition-draft.ts';
import { WorkflowDefinitionEditor } from './workflow-definition-editor.tsx';

afterEach(cleanup);

const intake = {
  guid: 'f0000000-0000-4000-8000-000000000001',
  name: 'Intake',
  formCode: 'intake',
  formType: 'StandaloneForm',
  components: [
    {
      guid: 'a0000000-0000-4000-8000-000000000010',
      type: 'Section',
      label: 'Page',
      questionCode: 'Section1',
      properties: {},
    },
    {
      guid: 'a0000000-0000-4000-8000-000000000011',
      type: 'Entity',
      label: 'Site',
      questionCode: 'Site',
      properties: {},
    },
  ],
} as unknown as FormDefinition;

const stored: WorkflowDefinition = {
  ...newWorkflowDefinition('6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1'),
  guid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Incident Report',
  questionsToShow: [
    { metaCode: 'Name', label: 'Name' },
    { metaCode: 'Status', label: 'Status' },
  ],
  formDefinitions: [intake],
};

function renderEditor(definition: WorkflowDefinition, canEdit = true) {
  const onSave = vi.fn(async (body: WorkflowDefinition, _columnsOnly: boolean) => body);
  render(
    <WorkflowDefinitionEditor
      definition={definition}
      canEdit={canEdit}
      superAdmin={false}
      entityTypes={[]}
      groups={[]}
      onSave={onSave}
      onSaved={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  return { user: userEvent.setup({ delay: 5 }), onSave, drawer: screen.getByRole('dialog') };
}

describe('display columns', () => {
  it('keeps the name column first and adds, renames and removes the others, saved as columns only', async () => {
    const { user, onSave, drawer } = renderEditor(stored);
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    await user.click(within(drawer).getByRole('tab', { name: 'Display Columns' }));
    expect(within(drawer).queryByRole('button', { name: /Move column 1/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Remove column 1/ })).toBeNull();

    await user.selectOptions(within(drawer).getByLabelText('Column to add'), 'Intake: Site');
    await user.click(within(drawer).getByRole('button', { name: 'Add Column' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Filter by security group' }));
    await user.clear(within(drawer).getByLabelText('Heading of column 2'));
    expect(within(drawer).getByText('Label is required')).toBeTruthy();
    await user.type(within(drawer).getByLabelText('Heading of column 2'), 'State');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    const [body, columnsOnly] = onSave.mock.calls[0]!;
    expect(columnsOnly).toBe(true);
    expect(body.questionsToShow).toEqual([
      { metaCode: 'Name', label: 'Name' },
      { metaCode: 'Status', label: 'State' },
      {
        guid: 'a0000000-0000-4000-8000-000000000011',
        questionCode: 'Site',
        label: 'Site',
        form: 'intake',
        type: 'Entity',
        isSecurityQuestion: true,
      },
    ]);
  });

  it('saves the whole definition when more than the columns changed', async () => {
    const { user, onSave, drawer } = renderEditor(stored);
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    await user.type(within(drawer).getByLabelText('Name'), ' 2');
    await user.click(within(drawer).getByRole('tab', { name: 'Display Columns' }));
    await user.click(within(drawer).getByRole('button', { name: 'Remove column 2: Status' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const [body, columnsOnly] = onSave.mock.calls[0]!;
    expect(columnsOnly).toBe(false);
    expect(body.questionsToShow).toEqual([{ metaCode: 'Name', label: 'Name' }]);
  });

  it('is not offered before the definition is saved', () => {
    const { drawer } = renderEditor(newWorkflowDefinition(stored.orgGuid));
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Workflow Properties']);
  });
});
