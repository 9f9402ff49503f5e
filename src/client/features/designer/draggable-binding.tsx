import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useDraggable } from '@dnd-kit/core';

// A palette item's part in dnd-kit, apart from the item, as `sortable-binding.tsx` is a card's: dnd-kit renders
// every mounted draggable whenever its drag state changes (twice at each drop on the canvas), whatever `memo`
// says, so the palette mounts this only for the item under the pointer or holding the focus. It renders
// nothing and writes dnd-kit's node, pressed state and dragging state on the item's button.

/** What the item's button needs from its binding: dnd-kit's listeners and whether the item is being dragged. */
export interface ItemDrag {
  listeners: ReturnType<typeof useDraggable>['listeners'];
  dragging: boolean;
}

interface DraggableBindingProps {
  id: string;
  data: Record<string, unknown>;
  /** The item's button: dnd-kit's draggable node and activator. */
  nodeRef: RefObject<HTMLButtonElement | null>;
  /** Filled while the binding is mounted. */
  dragRef: RefObject<ItemDrag | null>;
  /** Called once the item's drag has ended or been cancelled. */
  onDragEnded: () => void;
}

export function DraggableBinding({ id, data, nodeRef, dragRef, onDragEnded }: DraggableBindingProps) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id, data });
  const wasDragging = useRef(false);
  useLayoutEffect(() => {
    setNodeRef(nodeRef.current);
    dragRef.current = { listeners, dragging: isDragging };
    const button = nodeRef.current;
    button?.toggleAttribute('data-dragging', isDragging);
    if (isDragging) button?.setAttribute('aria-pressed', 'true');
    else button?.removeAttribute('aria-pressed');
    if (wasDragging.current && !isDragging) onDragEnded();
    wasDragging.current = isDragging;
  });
  useLayoutEffect(
    () => () => {
      dragRef.current = null;
      nodeRef.current?.removeAttribute('data-dragging');
      nodeRef.current?.removeAttribute('aria-pressed');
    },
    [nodeRef, dragRef],
  );
  return null;
}
