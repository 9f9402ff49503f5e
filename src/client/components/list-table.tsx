import type * as React from 'react';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { LoadFailure, SkeletonRows, type ListLoad } from './list-load-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

export interface ListTableProps {
  headers: readonly string[];
  /** Whether the rows are there yet: skeleton rows while loading, the failure with Retry when it failed. */
  load: ListLoad;
  /** The one row of a list that loaded empty ('No guests'). */
  emptyText: string;
  /** How many rows there are, to tell an empty list. */
  rowCount: number;
  /** The rows. */
  children: React.ReactNode;
  /** Sortable headings: which one sorts now, and what a click on a heading (by its index) does. */
  sort?: { index: number; descending: boolean; onSort: (index: number) => void };
}

/** A list page's bordered table: its column headings, its rows, and what stands in while there are none. */
export function ListTable({ headers, load, emptyText, rowCount, children, sort }: ListTableProps) {
  return (
    <div className="rounded-md border bg-card" aria-busy={load.isPending}>
      <Table>
        <TableHeader>
          <TableRow>
            {headers.map((header, index) =>
              sort ? (
                <SortableHead key={header} header={header} index={index} sort={sort} />
              ) : (
                <TableHead key={header}>{header}</TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {load.isPending ? (
            <SkeletonRows columns={headers.length} />
          ) : load.isError ? (
            <TableRow>
              <TableCell colSpan={headers.length}>
                <LoadFailure text={load.errorText} onRetry={load.onRetry} />
              </TableCell>
            </TableRow>
          ) : (
            <>
              {children}
              {rowCount === 0 && (
                <TableRow>
                  <TableCell colSpan={headers.length} className="text-muted-foreground">
                    {emptyText}
                  </TableCell>
                </TableRow>
              )}
            </>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function SortableHead({
  header,
  index,
  sort,
}: {
  header: string;
  index: number;
  sort: NonNullable<ListTableProps['sort']>;
}) {
  const sorted = sort.index === index;
  return (
    <TableHead aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 hover:text-foreground"
        onClick={() => sort.onSort(index)}
      >
        {header}
        {sorted &&
          (sort.descending ? <ArrowDownIcon className="size-3.5" /> : <ArrowUpIcon className="size-3.5" />)}
      </button>
    </TableHead>
  );
}
