// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import { Drawer, DrawerContent, DrawerHeader } from '../../components/ui/drawer.tsx';
import { WorkflowFormsPanel, type WorkflowFormsPanelProps } from './workflow-forms-panel.tsx';
import { WorkflowTitle } from './workflow-title.tsx';

afterEach(cleanup);

function renderTitle(canRename: boolean, onRename = vi.fn(async () => undefined)) {
  render(
    <Drawer open>
      <DrawerContent>
        <DrawerHeader>
          <WorkflowTitle name="Intake - Jordan Lee" canRename={canRename} onRename={onRename} />
        </DrawerHeader>
      </DrawerContent>
    </Drawer>,
  );
  return { user: userEvent.setup({ delay: 5 }), onRename, drawer: screen.getByRole('dialog') };
}

describe('the workflow drawer’s title', () => {
  it('renames the workflow for those who may edit it, and keeps the drawer named meanwhile', async () => {
    const { user, onRename, drawer } = renderTitle(true);
    await user.click(within(drawer).getByRole('button', { name: 'Edit title' }));
    const input = within(drawer).getByLabelText('Workflow name');
    expect(screen.getByRole('dialog', { name: 'Intake - Jordan Lee' })).toBeTruthy();
    await user.clear(input);
    await user.type(input, '  Intake - J. Lee {Enter}');
    expect(onRename).toHaveBeenCalledWith('Intake - J. Lee');
    expect(within(drawer).queryByLabelText('Workflow name')).toBeNull();
  });

  it('leaves the name as it was on Escape or when nothing is typed', async () => {
    const { user, onRename, drawer } = renderTitle(true);
    await user.click(within(drawer).getByRole('button', { name: 'Edit title' }));
    await user.clear(within(drawer).getByLabelText('Workflow name'));
    expect(within(drawer).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(within(drawer).queryByLabelText('Workflow name')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('offers no pencil to those who may not edit the workflow', () => {
    const { drawer } = renderTitle(false);
    expect(within(drawer).queryByRole('button', { name: 'Edit title' })).toBeNull();
  });
});

const mainForm = (guid: string, name: string): FormDefinition => ({
  guid,
  name,
  formType: 'StandaloneForm',
  formCode: name,
  components: [],
});
const summary = mainForm('5a000000-0000-4000-8000-000000000001', 'Summary');
const letter = mainForm('5b000000-0000-4000-8000-000000000002', 'Letter');
const summaryResponse: FormResponse = {
  guid: '6a000000-0000-4000-8000-000000000001',
  formDefinitionGuid: summary.guid,
  orgGuid: '7a000000-0000-4000-8000-000000000001',
  name: 'Summary',
  status: 'Draft',
  formType: 'StandaloneForm',
  answers: [],
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T10:30:00.000Z',
};

function renderPanel(values: Partial<WorkflowFormsPanelProps> = {}) {
  const props: WorkflowFormsPanelProps = {
    forms: [summary, letter],
    responses: [summaryResponse],
    canStart: true,
    onStart: vi.fn(),
    starting: false,
    renderResponse: (form, response) => <p>{`${form.name} response ${response.status}`}</p>,
    ...values,
  };
  render(<WorkflowFormsPanel {...props} />);
  return { props, user: userEvent.setup({ delay: 5 }), panel: screen.getByRole('region', { name: 'Forms' }) };
}

describe('the workflow drawer’s Forms panel', () => {
  it('lists the main forms with their type and when the workflow’s response was made and changed', () => {
    const { panel } = renderPanel();
    const rows = within(panel).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells[0]![0]).toBe('Summary');
    expect(cells[0]![1]).toBe('Standalone Form');
    expect(cells[0]![2]).toMatch(/2025/);
    expect(cells[1]).toEqual(['Letter', 'Standalone Form', '—', '—']);
  });

  it('opens a started form in its own drawer, and offers to start one that is not', async () => {
    const { user, panel, props } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Summary' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Summary' })).getByText('Summary response Draft'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Letter' }));
    const drawer = screen.getByRole('dialog', { name: 'Letter' });
    expect(within(drawer).getByText('This form has not been started in this workflow yet.')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Start Letter' }));
    expect(props.onStart).toHaveBeenCalledWith(letter.guid);
  });

  it('does not offer to start a form to those who may not edit the workflow', async () => {
    const { user, panel } = renderPanel({ canStart: false });
    await user.click(within(panel).getByRole('button', { name: 'Letter' }));
    expect(screen.queryByRole('button', { name: 'Start Letter' })).toBeNull();
  });
});
