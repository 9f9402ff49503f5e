import { useMemo, useRef, useState } from 'react';
import { useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import type { Org } from '../../../shared/generated/types.gen.ts';
import { cn } from '../../lib/cn.ts';
import { orgColumnWidths, orgColumns, orgTableFeatures, type OrgColumnOptions } from './org-columns.tsx';

export interface OrgTableProps extends OrgColumnOptions {
  orgs: readonly Org[];
  currentOrgGuid: string | undefined;
}

const rowHeight = 48;

/** The organisation list: sortable columns (by name at first), rows drawn only when scrolled into view. */
export function OrgTable({ orgs, currentOrgGuid, ...options }: OrgTableProps) {
  const { superAdmin, canOpen, onOpen, onJoin, joining } = options;
  const columns = useMemo(
    () => orgColumns({ superAdmin, canOpen, onOpen, onJoin, joining }),
    [superAdmin, canOpen, onOpen, onJoin, joining],
  );
  const data = useMemo(() => [...orgs], [orgs]);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const table = useTable({
    features: orgTableFeatures,
    columns,
    data,
    getRowId: (org) => org.guid,
    state: { sorting },
    onSortingChange: setSorting,
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer is read during this render only.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
  const widths = columns.map((column) => orgColumnWidths[column.id ?? ''] ?? 160);
  // The last track takes any spare room; the same total width on header and rows keeps them aligned.
  const gridTemplateColumns = widths
    .map((width, index) => (index === widths.length - 1 ? `minmax(${width}px, 1fr)` : `${width}px`))
    .join(' ');
  const rowWidth = { width: widths.reduce((sum, width) => sum + width, 0), minWidth: '100%' };

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Organizations"
      aria-rowcount={rows.length + 1}
      className="max-h-[calc(100vh-14rem)] overflow-auto rounded-md border bg-card text-sm"
    >
      <div role="rowgroup" className="sticky top-0 z-10 border-b bg-muted" style={rowWidth}>
        {table.getHeaderGroups().map((group) => (
          <div key={group.id} role="row" className="grid" style={{ gridTemplateColumns, ...rowWidth }}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  className="px-3 py-2 font-medium text-muted-foreground"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-foreground"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      {sorted === 'asc' && <ArrowUpIcon className="size-3.5" />}
                      {sorted === 'desc' && <ArrowDownIcon className="size-3.5" />}
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize(), ...rowWidth }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const current = row.original.guid === currentOrgGuid;
          return (
            <div
              key={row.id}
              role="row"
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'absolute left-0 grid items-center border-b',
                current ? 'bg-accent' : 'hover:bg-muted/50',
              )}
              style={{
                gridTemplateColumns,
                ...rowWidth,
                transform: `translateY(${item.start}px)`,
                minHeight: rowHeight,
              }}
            >
              {row.getAllCells().map((cell) => (
                <div key={cell.id} role="cell" className="truncate px-3 py-2">
                  <table.FlexRender cell={cell} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {rows.length === 0 && <p className="p-4 text-muted-foreground">No organizations</p>}
    </div>
  );
}
