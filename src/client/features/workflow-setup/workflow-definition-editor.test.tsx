// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import { newWorkflowDefinition } from '../../../shared/workflows/definition-draft.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { WorkflowDefinitionEditor } from './workflow-definition-editor.tsx';

afterEach(cleanup);

const orgGuid = '6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1';
const groups = [{ guid: '0b9d7c5e-1111-4a2b-8c3d-000000000001', name: 'Inspectors' }];
const entityTypes = [{ guid: '0b9d7c5e-2222-4a2b-8c3d-000000000002', label: 'Sites' }];

const stored: WorkflowDefinition = {
  ...newWorkflowDefinition(orgGuid),
  guid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Incident Report',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderEditor(
  definition: WorkflowDefinition,
  {
    canEdit = true,
    onSave = vi.fn(async (body: WorkflowDefinition) => ({ ...body, guid: stored.guid })),
  } = {},
) {
  const onSaved = vi.fn();
  render(
    <>
      <WorkflowDefinitionEditor
        definition={definition}
        canEdit={canEdit}
        superAdmin={false}
        entityTypes={entityTypes}
        groups={groups}
        onSave={onSave}
        onSaved={onSaved}
        onClose={vi.fn()}
      />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup({ delay: 5 }), onSave, onSaved, drawer: screen.getByRole('dialog') };
}

describe('workflow definition editor', () => {
  it('creates a definition with the statuses and time frame typed in, codes tidied, and says Saved', async () => {
    const { user, onSave, onSaved, drawer } = renderEditor(newWorkflowDefinition(orgGuid));
    expect(within(drawer).getByRole('heading', { name: 'New Workflow' })).toBeTruthy();
    await user.type(within(drawer).getByLabelText('Name'), '  Site Visit ');
    await user.selectOptions(within(drawer).getByLabelText('Entity Type'), 'Sites');

    await user.type(within(drawer).getByLabelText('New status label'), 'On Hold');
    await user.click(within(drawer).getByRole('button', { name: 'Add Status' }));
    await user.click(within(drawer).getByLabelText('Status 4 is an endpoint'));
    await user.click(within(drawer).getByRole('button', { name: 'Delete status 2: In Progress' }));

    await user.type(within(drawer).getByLabelText('New time frame label'), 'First Quarter');
    await user.type(within(drawer).getByLabelText('New time frame code'), 'Q 1');
    await user.click(within(drawer).getByRole('button', { name: 'Add Time Frame' }));
    expect(within(drawer).getAllByText('No start')).toHaveLength(2);
    await user.type(within(drawer).getByLabelText('Start of time frame 2'), '2025-01-01');
    await user.type(within(drawer).getByLabelText('End of time frame 2'), '2025-03-31');
    expect(within(drawer).getAllByText('No end')).toHaveLength(1);

    await user.click(within(drawer).getByRole('checkbox', { name: 'Inspectors' }));
    await user.click(within(drawer).getByRole('switch'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    const body = onSave.mock.calls[0]![0];
    expect(body.name).toBe('Site Visit');
    expect(body.entityDefinitionGuid).toBe(entityTypes[0]!.guid);
    expect(body.statusList).toEqual([
      { code: 'Started', label: 'Started', isEndpoint: false },
      { code: 'Completed', label: 'Completed', isEndpoint: true },
      { code: 'OnHold', label: 'On Hold', isEndpoint: true },
    ]);
    expect(body.timeFrames?.map((frame) => frame.code)).toEqual(['Default', 'Q1']);
    const end = new Date(body.timeFrames![1]!.endDate!);
    expect([end.getMonth() + 1, end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([
      3, 31, 23, 59, 59,
    ]);
    expect(body.groupsWithAllAccess).toEqual([groups[0]!.guid]);
    expect(body.onlyShowItemsThatNeedAttention).toBe(true);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ guid: stored.guid }));
  });

  it('saves nothing without a name and says why beside it', async () => {
    const { user, onSave, drawer } = renderEditor(newWorkflowDefinition(orgGuid));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(within(drawer).getByText('Please fill in all required fields.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks statuses and time frames as they are typed, with the messages of the spec', async () => {
    const { user, onSave, drawer } = renderEditor(newWorkflowDefinition(orgGuid));
    await user.type(within(drawer).getByLabelText('Name'), 'Checks');
    await user.type(within(drawer).getByLabelText('Code of status 2'), 'x');
    await user.clear(within(drawer).getByLabelText('Code of status 2'));
    await user.type(within(drawer).getByLabelText('Code of status 2'), 'STARTED');
    expect(within(drawer).getByText('Status with code STARTED already exists')).toBeTruthy();
    await user.clear(within(drawer).getByLabelText('Label of status 3'));
    expect(within(drawer).getByText('Label is required')).toBeTruthy();

    await user.type(within(drawer).getByLabelText('New status label'), 'started');
    await user.click(within(drawer).getByRole('button', { name: 'Add Status' }));
    expect(within(drawer).getByText('Status with code started already exists')).toBeTruthy();

    await user.type(within(drawer).getByLabelText('New time frame label'), 'Late');
    await user.click(within(drawer).getByRole('button', { name: 'Add Time Frame' }));
    await user.type(within(drawer).getByLabelText('Start of time frame 2'), '2025-06-01');
    await user.type(within(drawer).getByLabelText('End of time frame 2'), '2025-05-01');
    expect(within(drawer).getByText('Start date is after end date')).toBeTruthy();
    await user.type(within(drawer).getByLabelText('New time frame label'), 'Spring');
    await user.click(within(drawer).getByRole('button', { name: 'Add Time Frame' }));
    await user.type(within(drawer).getByLabelText('Start of time frame 3'), '2025-04-15');
    expect(within(drawer).getByText('Time frames Late and Spring overlap')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the last status and the last time frame', async () => {
    const { user, drawer } = renderEditor(newWorkflowDefinition(orgGuid));
    await user.click(within(drawer).getByRole('button', { name: 'Delete status 3: Completed' }));
    await user.click(within(drawer).getByRole('button', { name: 'Delete status 2: In Progress' }));
    expect(within(drawer).getByRole('button', { name: 'Delete status 1: Started' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByRole('button', { name: 'Delete time frame 1: Default' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's refusal beside the field and keeps the changes", async () => {
    const refusal = 'Status Started is used by workflows of this definition and cannot be removed.';
    const onSave = vi.fn(async () => {
      throw new ApiError(
        400,
        'Bad Request',
        { title: refusal, status: 400, errors: { statusList: [refusal] } },
        'x',
      );
    });
    const { user, drawer } = renderEditor(stored, { onSave });
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    await user.click(within(drawer).getByRole('button', { name: 'Delete status 1: Started' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(refusal)).toBeTruthy();
    expect(within(drawer).getByLabelText('Label of status 1')).toHaveProperty('value', 'In Progress');
    // The message belongs to the refused save: a new change takes it away.
    await user.type(within(drawer).getByLabelText('Name'), '!');
    expect(within(drawer).queryByText(refusal)).toBeNull();
  });

  it('opens a saved definition read-only, with its entity type fixed once edited', async () => {
    const { user, drawer } = renderEditor({ ...stored, entityDefinitionGuid: entityTypes[0]!.guid });
    expect(within(drawer).getByLabelText('Name')).toHaveProperty('readOnly', true);
    expect(within(drawer).queryByRole('button', { name: 'Add Status' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    expect(within(drawer).getByLabelText('Name')).toHaveProperty('readOnly', false);
    expect(within(drawer).getByLabelText('Entity Type')).toHaveProperty('disabled', true);
    expect(within(drawer).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('keeps the draft when the Forms tab’s own calls change the stored forms, and counts that as no change', async () => {
    const props = {
      canEdit: true,
      superAdmin: false,
      entityTypes,
      groups,
      onSave: vi.fn(),
      onSaved: vi.fn(),
      onClose: vi.fn(),
    };
    const { rerender } = render(<WorkflowDefinitionEditor definition={stored} {...props} />);
    const user = userEvent.setup({ delay: 5 });
    const drawer = screen.getByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    const withForm = {
      ...stored,
      updatedAt: '2025-02-01T00:00:00.000Z',
      formDefinitions: [
        {
          guid: stored.guid,
          name: 'Plan',
          formType: 'InlineForm' as const,
          formCode: 'Plan',
          components: [],
        },
      ],
    };
    rerender(<WorkflowDefinitionEditor definition={withForm} {...props} />);
    expect(within(drawer).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(within(drawer).getByLabelText('Name'), ' 2');
    rerender(
      <WorkflowDefinitionEditor
        definition={{ ...withForm, updatedAt: '2025-02-02T00:00:00.000Z' }}
        {...props}
      />,
    );
    expect(within(drawer).getByLabelText('Name')).toHaveProperty('value', 'Incident Report 2');
    expect(within(drawer).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('offers View Setup no way to change anything', () => {
    const { drawer } = renderEditor(stored, { canEdit: false });
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(drawer).getByLabelText('Label of status 1')).toHaveProperty('readOnly', true);
    expect(within(drawer).getByRole('checkbox', { name: 'Inspectors' })).toHaveProperty('disabled', true);
    expect(within(drawer).getByText('No start')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Archive' })).toBeNull();
  });
});
