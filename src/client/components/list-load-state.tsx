import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { TableCell, TableRow } from './ui/table.tsx';

/** How far a list's load got: the three states a list shows differently (with 'empty' decided by the rows). */
export interface ListLoad {
  isPending: boolean;
  isError: boolean;
  /** Loads the list again after a failure. */
  onRetry: () => void;
  /** What failed, in the list's words: 'Members could not be loaded.' */
  errorText: string;
}

/** The same shape as a TanStack query, so `listLoadOf(query, …)` is all a page writes. */
export function listLoadOf(
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  errorText: string,
  /** False while the list cannot start loading yet (no organisation known): it shows as loading. */
  ready = true,
): ListLoad {
  return {
    isPending: !ready || (query.isPending && !query.isError),
    isError: ready && query.isError,
    onRetry: () => void query.refetch(),
    errorText,
  };
}

const skeletonRows = 3;

/** Placeholder rows in the list's own columns while it loads, so no empty table shows before the data. */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: skeletonRows }, (_, row) => (
    <TableRow key={row} data-testid="skeleton-row" aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton className="h-4 w-3/4" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The failure, in place of the rows: distinct from an empty list, with a way to try again. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      <CircleAlertIcon className="size-4 shrink-0" aria-hidden />
      <span>{text}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden />
        Retry
      </Button>
    </div>
  );
}
