import { useLayoutEffect, useMemo, type RefObject } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

// A canvas card's part in dnd-kit, apart from the card. dnd-kit renders every sortable whenever its drag state
// changes (twice at each drop), whatever `memo` says; with this component rendering nothing, that is a render
// of the hook alone, and only the cards near the screen mount it (design-canvas.tsx). It drives the card's
// DOM directly: the card's element and handle are dnd-kit's nodes, and the moving card's transform,
// transition and dragging state are written on them, so the card itself does not render during a drag.

/** What the card's handle needs from its binding: dnd-kit's listeners and whether the card is being dragged. */
export interface CardDrag {
  listeners: ReturnType<typeof useSortable>['listeners'];
  dragging: boolean;
}

interface SortableBindingProps {
  guid: string;
  parentGuid: string | null;
  disabled: boolean;
  /** The card's list item (dnd-kit's draggable and droppable node) and its handle (the activator). */
  cardRef: RefObject<HTMLLIElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
  /** Filled while the binding is mounted. */
  dragRef: RefObject<CardDrag | null>;
  /** Kept true while the card is being dragged, so the card keeps its binding wherever the drag takes it. */
  heldRef: RefObject<boolean>;
}

export function SortableBinding({
  guid,
  parentGuid,
  disabled,
  cardRef,
  handleRef,
  dragRef,
  heldRef,
}: SortableBindingProps) {
  const data = useMemo(() => ({ kind: 'element', parentGuid }), [parentGuid]);
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: guid,
    data,
    disabled,
  });
  // Rendered after the card's list item (its sibling), so the card's refs are set when this runs.
  useLayoutEffect(() => {
    setNodeRef(cardRef.current);
    setActivatorNodeRef(handleRef.current);
    dragRef.current = { listeners, dragging: isDragging };
    heldRef.current = isDragging;
    const item = cardRef.current;
    if (item) {
      item.style.transform = CSS.Translate.toString(transform) ?? '';
      item.style.transition = transition ?? '';
      item.toggleAttribute('data-dragging', isDragging);
    }
    // dnd-kit marks the handle of the dragged element as pressed.
    if (isDragging) handleRef.current?.setAttribute('aria-pressed', 'true');
    else handleRef.current?.removeAttribute('aria-pressed');
  });
  useLayoutEffect(
    () => () => {
      dragRef.current = null;
      heldRef.current = false;
      const item = cardRef.current;
      if (item) {
        item.style.transform = '';
        item.style.transition = '';
        item.removeAttribute('data-dragging');
      }
    },
    [cardRef, dragRef, heldRef],
  );
  return null;
}
