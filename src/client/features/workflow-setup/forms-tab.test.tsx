// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { DEFAULT_STATUSES } from '../../../shared/workflows/definition-draft.ts';
import { FormsTab, type FormsTabProps } from './forms-tab.tsx';
import type { AccessRuleNames } from './workflow-form-texts.ts';

afterEach(cleanup);

const nurses = '0b9d7c5e-1111-4a2b-8c3d-000000000001';
const ruleNames: AccessRuleNames = {
  groups: [{ key: nurses, value: 'Nurses' }],
  roles: [{ key: 'ViewSetup', value: 'ViewSetup' }],
  users: [],
  entities: [],
};

const form = (guid: string, name: string, values: Partial<FormDefinition> = {}): FormDefinition => ({
  guid,
  name,
  formType: 'InlineForm',
  formCode: name.replace(/\s/g, ''),
  components: [],
  formRules: [],
  updatedAt: '2025-03-04T10:00:00.000Z',
  metaInfo: {},
  ...values,
});

const plan = form('1a000000-0000-4000-8000-000000000001', 'Plan', {
  metaInfo: {
    multipleInstancesAllowed: true,
    minInstances: 1,
    maxInstances: 3,
    displayOnStatus: ['Started', 'Completed'],
  },
  formRules: [
    { guid: 'r1', ruleType: 'IS_RESTRICTED_TO', appliedTo: nurses, roleGroupOrIndividual: 'Groups' },
    {
      guid: 'r2',
      ruleType: 'RequiresReview',
      appliedTo: 'ViewSetup',
      roleGroupOrIndividual: 'Roles',
      numberRequired: 2,
      byDate: '2025-06-30',
    },
  ],
});
const visit = form('2b000000-0000-4000-8000-000000000002', 'Home Visit', {
  metaInfo: { showOnlyForWorkflowStatuses: ['InProgress'] },
});
const closing = form('3c000000-0000-4000-8000-000000000003', 'Closing Summary', {
  formType: 'StandaloneForm',
});

function renderTab(values: Partial<FormsTabProps> = {}) {
  const props: FormsTabProps = {
    forms: [plan, visit, closing],
    statusList: DEFAULT_STATUSES,
    ruleNames,
    canEdit: true,
    onSaveOrder: vi.fn(async () => undefined),
    onNewForm: vi.fn(async () => undefined),
    onOpenForm: vi.fn(),
    ...values,
  };
  render(<FormsTab {...props} />);
  return {
    props,
    user: userEvent.setup({ delay: 5 }),
    inline: screen.getByRole('region', { name: 'Inline Forms' }),
    standalone: screen.getByRole('region', { name: 'Standalone Forms' }),
  };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Forms tab', () => {
  it('shows each step with its settings and access rules, and the main forms in their own table', () => {
    const { inline, standalone } = renderTab();
    const [, planRow, visitRow] = within(inline).getAllByRole('row');
    expect(cellsOf(planRow!).slice(1, 8)).toEqual([
      'Plan',
      'Plan',
      'Yes (Min 1, Max 3)',
      'Started, Completed',
      'All',
      'Restricted to NursesReview by View Setup (2 by 2025-06-30)',
      '1a000000',
    ]);
    expect(cellsOf(visitRow!).slice(1, 7)).toEqual([
      'Home Visit',
      'HomeVisit',
      'No',
      'None',
      'In Progress',
      'None',
    ]);
    expect(
      within(inline)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Order',
      'Name',
      'Form Code',
      'Multiple?',
      'Expand for',
      'Show for Status',
      'Access Rules',
      'Guid',
      'Updated',
    ]);
    const rows = within(standalone).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(cellsOf(rows[1]!).slice(0, 4)).toEqual(['Closing Summary', 'ClosingSummary', 'None', '3c000000']);
  });

  it('moves steps with the arrows and stores the order only with Save Order', async () => {
    const { user, inline, props } = renderTab();
    const saveOrder = within(inline).getByRole('button', { name: 'Save Order' });
    expect(saveOrder).toHaveProperty('disabled', true);
    expect(within(inline).getByRole('button', { name: 'Move Plan up' })).toHaveProperty('disabled', true);
    await user.click(within(inline).getByRole('button', { name: 'Move Plan down' }));
    expect(
      within(inline)
        .getAllByRole('row')
        .map((row) => within(row).queryAllByRole('cell')[1]?.textContent),
    ).toEqual([undefined, 'Home Visit', 'Plan']);
    expect(props.onSaveOrder).not.toHaveBeenCalled();
    await user.click(saveOrder);
    expect(props.onSaveOrder).toHaveBeenCalledWith([visit.guid, plan.guid]);
  });

  it('asks the name of a new step or main form, and opens a form from its name', async () => {
    const { user, inline, standalone, props } = renderTab();
    await user.click(within(inline).getByRole('button', { name: 'New Form' }));
    let dialog = screen.getByRole('dialog', { name: 'New Inline Form' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Form Name'), ' Discharge ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(props.onNewForm).toHaveBeenCalledWith('Discharge', true);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(standalone).getByRole('button', { name: 'New Form' }));
    dialog = screen.getByRole('dialog', { name: 'New Standalone Form' });
    await user.type(within(dialog).getByLabelText('Form Name'), 'Letter{Enter}');
    expect(props.onNewForm).toHaveBeenLastCalledWith('Letter', false);

    await user.click(within(standalone).getByRole('button', { name: 'Closing Summary' }));
    expect(props.onOpenForm).toHaveBeenCalledWith(closing.guid);
  });

  it('lets View Setup look without reordering or adding', () => {
    const { inline, standalone } = renderTab({ canEdit: false });
    expect(within(inline).queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(within(inline).queryByRole('button', { name: 'Save Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Form' })).toBeNull();
    expect(within(standalone).getByRole('button', { name: 'Closing Summary' })).toBeTruthy();
  });
});
