// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkflowListTable, type WorkflowListTableProps } from './workflow-list-table.tsx';

afterEach(cleanup);

const props = (changes: Partial<WorkflowListTableProps>): WorkflowListTableProps => ({
  label: 'Care Plan Workflows',
  columns: [],
  rows: [],
  statusList: [],
  names: {},
  singleFormStatuses: {},
  placeholder: 'Loading...',
  onOpen: () => undefined,
  ...changes,
});

describe('the workflow list table', () => {
  it('has only rows with cells while loading, before the columns are known', () => {
    render(<WorkflowListTable {...props({})} />);
    const table = screen.getByRole('table', { name: 'Care Plan Workflows' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('cell').textContent).toBe('Loading...');
  });

  it('heads the columns once they are known, above the empty text', () => {
    render(
      <WorkflowListTable
        {...props({
          columns: [
            { metaCode: 'Name', label: 'Name' },
            { metaCode: 'Status', label: 'Status' },
          ],
          placeholder: 'No Care Plan Workflows Found',
        })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Care Plan Workflows' });
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Status']);
    expect(within(table).getByRole('cell').textContent).toBe('No Care Plan Workflows Found');
  });
});
