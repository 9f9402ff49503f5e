import { PlusIcon, RefreshCwIcon, SearchIcon } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';

export interface ListToolbarProps {
  title: string;
  /** The search box; left out where the list is short enough to read through. */
  search?: { value: string; onChange: (text: string) => void };
  /** While the list reloads, Refresh waits. */
  refreshing: boolean;
  onRefresh: () => void;
  /** The 'New …' button; left out for people who may not add. */
  create?: { label: string; onClick: () => void };
}

/** The heading line of a list page: title, search, Refresh and 'New …', the same on every list. */
export function ListToolbar({ title, search, refreshing, onRefresh, create }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h1 className="mr-auto text-xl font-semibold">{title}</h1>
      {search && (
        <div className="relative">
          <SearchIcon className="absolute left-2.5 top-2.5 size-4 text-muted-foreground" />
          <Input
            aria-label="Search"
            placeholder="Search"
            className="w-64 pl-8"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      )}
      <Button variant="outline" size="icon" aria-label="Refresh" disabled={refreshing} onClick={onRefresh}>
        <RefreshCwIcon />
      </Button>
      {create && (
        <Button onClick={create.onClick}>
          <PlusIcon />
          {create.label}
        </Button>
      )}
    </div>
  );
}
