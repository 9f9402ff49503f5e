import type * as React from 'react';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { NamedReference } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { splitEntities } from './group-form.ts';

export interface EntityPickerProps {
  all: readonly NamedReference[];
  added: readonly NamedReference[];
  readOnly: boolean;
  onChange: (added: NamedReference[]) => void;
}

/** Spec 2: two panes, the entities that may be added and those in the group; a click moves one across. */
export function EntityPicker({ all, added, readOnly, onChange }: EntityPickerProps) {
  const [filter, setFilter] = useState('');
  const panes = splitEntities(all, added);
  const needle = filter.trim().toLowerCase();
  const available = panes.available.filter((entity) => entity.name.toLowerCase().includes(needle));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Pane
        title="Available"
        items={available}
        readOnly={readOnly}
        icon={<ChevronRightIcon />}
        actionLabel="Add"
        header={
          <Input
            aria-label="Filter available entities"
            placeholder="Filter"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        }
        onPick={(entity) => onChange([...added, entity])}
      />
      <Pane
        title="Added"
        items={panes.added}
        readOnly={readOnly}
        icon={<ChevronLeftIcon />}
        actionLabel="Remove"
        onPick={(entity) => onChange(added.filter((other) => other.guid !== entity.guid))}
      />
    </div>
  );
}

interface PaneProps {
  title: string;
  items: readonly NamedReference[];
  readOnly: boolean;
  icon: React.ReactNode;
  actionLabel: string;
  header?: React.ReactNode;
  onPick: (entity: NamedReference) => void;
}

function Pane({ title, items, readOnly, icon, actionLabel, header, onPick }: PaneProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-md border p-2">
      <h3 className="text-sm font-medium">
        {title} ({items.length})
      </h3>
      {header}
      <ul className="flex max-h-72 flex-col overflow-y-auto">
        {items.map((entity) => (
          <li
            key={entity.guid}
            className="flex items-center justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-muted"
          >
            <span className="truncate">{entity.name}</span>
            {!readOnly && (
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`${actionLabel} ${entity.name}`}
                onClick={() => onPick(entity)}
              >
                {icon}
              </Button>
            )}
          </li>
        ))}
        {items.length === 0 && <li className="px-2 py-1 text-sm text-muted-foreground">None</li>}
      </ul>
    </section>
  );
}
