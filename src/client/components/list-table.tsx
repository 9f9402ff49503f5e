import type * as React from 'react';
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
}

/** A list page's bordered table: its column headings, its rows, and what stands in while there are none. */
export function ListTable({ headers, load, emptyText, rowCount, children }: ListTableProps) {
  return (
    <div className="rounded-md border bg-card" aria-busy={load.isPending}>
      <Table>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHead key={header}>{header}</TableHead>
            ))}
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
