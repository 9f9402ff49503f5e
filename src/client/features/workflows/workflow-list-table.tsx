import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type {
  ListingColumn,
  StatusListEntry,
  WorkflowListItem,
} from '../../../shared/generated/types.gen.ts';
import { listCellText } from './list-cell-text.ts';

// The rows of the workflow list (spec 2.4). A definition may have thousands of workflows, so only the rows
// near the view are in the page: the table scrolls in its own box and rows are placed as they come near.

const ROW_HEIGHT = 40;
const NAME_WIDTH = 240;
const COLUMN_WIDTH = 180;

export interface WorkflowListTableProps {
  label: string;
  columns: readonly ListingColumn[];
  rows: readonly WorkflowListItem[];
  statusList: readonly StatusListEntry[];
  names: Readonly<Record<string, string | undefined>>;
  singleFormStatuses: Readonly<Record<string, string | undefined>>;
  /** Shown instead of rows: 'Loading...' or the empty text. */
  placeholder: string | null;
  onOpen: (workflowGuid: string) => void;
}

const keyOf = (column: ListingColumn) => column.guid ?? column.metaCode ?? column.label;

export function WorkflowListTable(props: WorkflowListTableProps) {
  const { columns, rows, placeholder } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer is read during this render only.
  const virtualizer = useVirtualizer({
    count: placeholder === null ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.workflowGuid ?? index,
    overscan: 10,
  });
  const widths = columns.map((column) =>
    column.width && column.width > 0 ? column.width : column.metaCode === 'Name' ? NAME_WIDTH : COLUMN_WIDTH,
  );
  // The last track takes any spare room; the same total width on header and rows keeps them aligned.
  const gridTemplateColumns = widths
    .map((width, index) => (index === widths.length - 1 ? `minmax(${width}px, 1fr)` : `${width}px`))
    .join(' ');
  const rowWidth = { width: widths.reduce((sum, width) => sum + width, 0), minWidth: '100%' };

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      aria-busy={placeholder === 'Loading...'}
      className="max-h-[calc(100vh-16rem)] min-h-40 overflow-auto rounded-md border bg-card text-sm"
    >
      {/* The columns come with the list: until then there is no header row, as a row needs its cells. */}
      {columns.length > 0 && (
        <div role="rowgroup" className="sticky top-0 z-10 border-b bg-card" style={rowWidth}>
          <div role="row" className="grid" style={{ gridTemplateColumns, ...rowWidth }}>
            {columns.map((column) => (
              <div
                key={keyOf(column)}
                role="columnheader"
                className="truncate px-3 py-2.5 font-medium text-muted-foreground"
              >
                {column.label}
              </div>
            ))}
          </div>
        </div>
      )}
      {placeholder !== null ? (
        <div role="rowgroup">
          <div role="row">
            <div role="cell" className="px-3 py-2">
              {placeholder}
            </div>
          </div>
        </div>
      ) : (
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize(), ...rowWidth }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={row.workflowGuid}
                role="row"
                aria-rowindex={item.index + 2}
                className="absolute left-0 top-0 grid items-center border-b hover:bg-muted/50"
                style={{
                  gridTemplateColumns,
                  ...rowWidth,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {columns.map((column) => (
                  <div key={keyOf(column)} role="cell" className="truncate px-3">
                    {column.metaCode === 'Name' ? (
                      <button
                        type="button"
                        className="max-w-full truncate text-primary underline-offset-4 hover:underline"
                        onClick={() => props.onOpen(row.workflowGuid)}
                      >
                        {row.workflowName}
                      </button>
                    ) : (
                      listCellText(column, row, props.statusList, props.names, props.singleFormStatuses)
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
