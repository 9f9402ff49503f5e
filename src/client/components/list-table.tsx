import type * as React from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

export interface ListTableProps {
  headers: readonly string[];
  /** The one row of an empty list ('No guests'); null while there is nothing to say yet. */
  emptyText: string | null;
  /** The rows. */
  children: React.ReactNode;
}

/** A list page's bordered table: its column headings, its rows, and a line when there are none. */
export function ListTable({ headers, emptyText, children }: ListTableProps) {
  return (
    <div className="rounded-md border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHead key={header}>{header}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {children}
          {emptyText !== null && (
            <TableRow>
              <TableCell colSpan={headers.length} className="text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
