import type * as React from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
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
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="flex flex-col">
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
