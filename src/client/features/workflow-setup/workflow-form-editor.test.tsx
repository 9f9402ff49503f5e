// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { DEFAULT_STATUSES } from '../../../shared/workflows/definition-draft.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { WorkflowFormEditor } from './workflow-form-editor.tsx';

afterEach(cleanup);

const step: FormDefinition = {
  guid: '1a000000-0000-4000-8000-000000000001',
  name: 'Plan',
  formType: 'InlineForm',
  formCode: 'Plan',
  components: [],
  formRules: [],
  sortOrder: 1,
  updatedAt: '2025-03-04T10:00:00.000Z',
  // 'Paused' was removed from the workflow's statuses since.
  metaInfo: { displayOnStatus: ['Paused', 'Started'] },
};

function renderEditor(form: FormDefinition, { canEdit = true, onSave = vi.fn(async () => undefined) } = {}) {
  render(
    <>
      <WorkflowFormEditor
        form={form}
        statusList={DEFAULT_STATUSES}
        ruleNames={undefined}
        canEdit={canEdit}
        onSave={onSave}
        onClose={vi.fn()}
      />
      <Toaster />
    </>,
  );
  return {
    user: userEvent.setup({ delay: 5 }),
    onSave,
    drawer: screen.getByRole('dialog', { name: form.name }),
  };
}

describe('the form editor of the Forms tab', () => {
  it('saves the whole form with Multiple, Min and Max, Expand for and Show for Status', async () => {
    const { user, onSave, drawer } = renderEditor(step);
    const save = within(drawer).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(drawer).getByRole('switch', { name: 'Multiple?' }));
    await user.clear(within(drawer).getByLabelText('Min'));
    await user.type(within(drawer).getByLabelText('Min'), '1');
    await user.type(within(drawer).getByLabelText('Max'), '3');
    const expand = within(drawer).getByRole('group', { name: 'Expand for' });
    await user.click(within(expand).getByRole('checkbox', { name: 'In Progress' }));
    const show = within(drawer).getByRole('group', { name: 'Show for Status' });
    await user.click(within(show).getByRole('checkbox', { name: 'Completed' }));
    await user.click(within(show).getByRole('checkbox', { name: 'Started' }));
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({
      ...step,
      metaInfo: {
        multipleInstancesAllowed: true,
        minInstances: 1,
        maxInstances: 3,
        displayOnStatus: ['Started', 'InProgress'],
        showOnlyForWorkflowStatuses: ['Started', 'Completed'],
      },
    });
    expect(await screen.findByText('The form has been updated.')).toBeTruthy();
  });

  it('says a Min above the Max is wrong before anything is sent, and shows the server’s refusal beside its field', async () => {
    const refusal = 'Form code Visit is already used by another form of this workflow.';
    const onSave = vi.fn(async () => {
      throw new ApiError(
        400,
        'Bad Request',
        { title: refusal, status: 400, errors: { formCode: [refusal] } },
        'x',
      );
    });
    const { user, drawer } = renderEditor(step, { onSave });
    await user.click(within(drawer).getByRole('switch', { name: 'Multiple?' }));
    await user.clear(within(drawer).getByLabelText('Min'));
    await user.type(within(drawer).getByLabelText('Min'), '4');
    await user.type(within(drawer).getByLabelText('Max'), '2');
    expect(within(drawer).getByText('Min cannot be more than Max.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.clear(within(drawer).getByLabelText('Max'));
    await user.clear(within(drawer).getByLabelText('Form Code'));
    await user.type(within(drawer).getByLabelText('Form Code'), 'Visit');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(refusal)).toBeTruthy();
  });

  it('shows a main form’s name and code only, read-only for View Setup', () => {
    const { drawer } = renderEditor(
      { ...step, name: 'Summary', formType: 'StandaloneForm' },
      { canEdit: false },
    );
    expect(within(drawer).getByText('Standalone Form')).toBeTruthy();
    expect(within(drawer).getByLabelText('Name')).toHaveProperty('readOnly', true);
    expect(within(drawer).queryByRole('switch', { name: 'Multiple?' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
