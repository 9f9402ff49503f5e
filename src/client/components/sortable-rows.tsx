import type * as React from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';

export interface SortableRowsProps {
  /** The rows' stable keys, in order. */
  keys: readonly string[];
  label: string;
  /** A row was dropped: from and to are positions in `keys`. */
  onMove: (from: number, to: number) => void;
  children: React.ReactNode;
}

/**
 * What a screen reader hears while a row is dragged. The library's own words name the rows'
 * internal keys; these name positions, which are what a person moving a row thinks in.
 */
function positionAnnouncements(keys: readonly string[], label: string): Announcements {
  const position = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const of = ` of ${keys.length} in ${label}`;
  return {
    onDragStart: ({ active }) => `Picked up row ${position(active.id)}${of}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Row ${position(active.id)} is over position ${position(over.id)}${of}.`
        : `Row ${position(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Row ${position(active.id)} was dropped at position ${position(over.id)}${of}.`
        : `Row ${position(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Row ${position(active.id)} stays where it was.`,
  };
}

/** A list whose rows (each made with useSortable on its key) are reordered by dragging. */
export function SortableRows({ keys, label, onMove, children }: SortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements: positionAnnouncements(keys, label) }}
      onDragEnd={dragEnd}
    >
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="flex flex-col">
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
