// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemDefinition } from '../../../shared/generated/types.gen.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { ItemDefinitionEditor } from './item-definition-editor.tsx';
import { newItemDefinition } from './item-form.ts';

afterEach(cleanup);

const orgGuid = '6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1';
const staff = { guid: '0b9d7c5e-2222-4a2b-8c3d-000000000002', label: 'Staff Members' };
const stored: ItemDefinition = {
  ...newItemDefinition(orgGuid),
  guid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'First Aid',
  forEntityDefinitionGuid: staff.guid,
};

function renderEditor(item: ItemDefinition, canEdit = true) {
  const onSave = vi.fn(async (body: ItemDefinition) => ({ ...body, guid: stored.guid }));
  const onDelete = vi.fn(async () => undefined);
  const onSaved = vi.fn();
  render(
    <>
      <ItemDefinitionEditor
        item={item}
        canEdit={canEdit}
        entityTypes={[staff]}
        groups={[]}
        onSave={onSave}
        onDelete={onDelete}
        onSaved={onSaved}
        onClose={vi.fn()}
      />
      <Toaster />
    </>,
  );
  return {
    user: userEvent.setup({ delay: 5 }),
    onSave,
    onSaved,
    onDelete,
    drawer: screen.getByRole('dialog'),
  };
}

describe('item definition editor', () => {
  it('opens a new item editable, names what is missing on Save, then creates it', async () => {
    const { user, onSave, onSaved, drawer } = renderEditor(newItemDefinition(orgGuid));
    expect(within(drawer).queryByRole('tab', { name: 'Form' })).toBeNull();
    expect(within(drawer).queryByRole('tab', { name: 'Security' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(within(drawer).getByText('Item name is required')).toBeTruthy();
    expect(within(drawer).getByText('Entity is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(within(drawer).getByLabelText('Name', { exact: true }), ' Fire Warden ');
    await user.selectOptions(within(drawer).getByLabelText('Entity', { exact: true }), 'Staff Members');
    // A trigger is added only when action, value, unit and type are set.
    await user.selectOptions(within(drawer).getByLabelText('Trigger action'), 'Email');
    await user.click(within(drawer).getByRole('button', { name: 'Add Trigger' }));
    expect(within(drawer).getByText('Please fill in all fields')).toBeTruthy();
    await user.type(within(drawer).getByLabelText('Trigger value'), '2');
    await user.selectOptions(within(drawer).getByLabelText('Trigger unit'), 'Week');
    await user.selectOptions(within(drawer).getByLabelText('Trigger type'), 'Before');
    await user.click(within(drawer).getByRole('button', { name: 'Add Trigger' }));
    expect(within(drawer).queryByText('Please fill in all fields')).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      guid: 'new',
      name: 'Fire Warden',
      forEntityDefinitionGuid: staff.guid,
      status: 'Unused',
      triggers: [{ action: 'Email', value: 2, unit: 'Week', type: 'Before', isRecurring: false }],
    });
    expect(onSaved).toHaveBeenCalled();
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('opens a stored item read-only with Edit, and its entity stays fixed while editing', async () => {
    const { user, drawer } = renderEditor(stored);
    const name = within(drawer).getByLabelText('Name', { exact: true });
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(within(drawer).getByRole('tab', { name: 'Form' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    expect(name.hasAttribute('readonly')).toBe(false);
    expect((within(drawer).getByLabelText('Entity', { exact: true }) as HTMLSelectElement).disabled).toBe(
      true,
    );
  });

  it('offers no Edit or Delete to someone who may only look', () => {
    const { drawer } = renderEditor(stored, false);
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes only after the question, and says so', async () => {
    const { user, onDelete, drawer } = renderEditor(stored);
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Item Definition' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(stored);
    expect(await screen.findByText('Item definition deleted')).toBeTruthy();
  });

  it('keeps Delete disabled for an item that checklists hold', () => {
    const { drawer } = renderEditor({
      ...stored,
      itemsInChecklists: [{ checklistGuid: orgGuid, itemName: 'x' }],
    });
    expect((within(drawer).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
