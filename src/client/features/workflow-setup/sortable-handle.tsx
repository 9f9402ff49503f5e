import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';

type Sortable = ReturnType<typeof useSortable>;

export interface SortableHandleProps {
  label: string;
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
}

/** The drag handle of a row (also moved with the keyboard: Space, arrows, Space). */
export function SortableHandle({ label, attributes, listeners }: SortableHandleProps) {
  return (
    <button
      type="button"
      className="cursor-grab rounded p-1 text-muted-foreground hover:bg-accent focus-visible:ring-2"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <GripVertical className="size-4" />
    </button>
  );
}
