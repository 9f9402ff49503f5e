import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { paletteSections, type PaletteItem } from '../../../shared/designer/palette.ts';
import { Input } from '../../components/ui/input.tsx';
import { dragHandleAttributes } from './design-canvas.tsx';
import { DraggableBinding, type ItemDrag } from './draggable-binding.tsx';

/** Id of a palette item as a drag source. */
const paletteDragId = (type: string) => `palette:${type}`;

/**
 * A palette item. It takes part in drags through its DraggableBinding, mounted only while the pointer is over
 * it, it holds the focus or it is being dragged, so a drop on the canvas does not render the whole palette.
 */
const PaletteEntry = memo(function PaletteEntry({
  item,
  onAdd,
}: {
  item: PaletteItem;
  onAdd: (item: PaletteItem) => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dragRef = useRef<ItemDrag | null>(null);
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  // Not while dragged: the pointer leaves the item as it carries it to the canvas.
  const release = useCallback(() => {
    const button = buttonRef.current;
    if (dragRef.current?.dragging || button?.matches(':hover') || document.activeElement === button) return;
    setEngaged(false);
  }, []);
  // A press on an item not yet bound (a touch, which may not hover first) binds it, then dnd-kit gets the event.
  const handOver = (event: PointerEvent | KeyboardEvent, listener: 'onPointerDown' | 'onKeyDown') => {
    if (!dragRef.current) flushSync(engage);
    dragRef.current?.listeners?.[listener]?.(event);
  };
  const data = useMemo(() => ({ kind: 'palette', type: item.type }), [item.type]);
  return (
    <li onPointerEnter={engage} onPointerLeave={release}>
      <button
        ref={buttonRef}
        type="button"
        {...dragHandleAttributes('draggable')}
        onFocus={engage}
        onBlur={release}
        onPointerDown={(event) => handOver(event, 'onPointerDown')}
        onKeyDown={(event) => handOver(event, 'onKeyDown')}
        // Enter (or a click) adds the item where the canvas selection is; Space picks it up to drag.
        onClick={() => onAdd(item)}
        data-palette-type={item.type}
        className="w-full select-none rounded-md border bg-card px-2 py-1.5 text-left text-sm shadow-xs hover:bg-accent data-dragging:opacity-50"
      >
        {item.label}
      </button>
      {engaged && (
        <DraggableBinding
          id={paletteDragId(item.type)}
          data={data}
          nodeRef={buttonRef}
          dragRef={dragRef}
          onDragEnded={release}
        />
      )}
    </li>
  );
});

/**
 * The palette (spec 2.8): element types by group from the registry, filtered by label. Memoised: it does not
 * change while the form does, so typing in the side panel leaves it alone (`onAdd` must keep its identity).
 */
export const ElementPalette = memo(function ElementPalette({
  onAdd,
}: {
  onAdd: (item: PaletteItem) => void;
}) {
  const [filter, setFilter] = useState('');
  const sections = paletteSections(filter);
  return (
    <aside aria-label="Palette" className="flex w-56 shrink-0 flex-col gap-3">
      <Input
        aria-label="Filter palette"
        placeholder="Filter"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {sections.map((section) => (
        <section key={section.group} aria-label={section.group} className="flex flex-col gap-1.5">
          <h3 className="text-xs font-semibold uppercase text-muted-foreground">{section.group}</h3>
          <ul className="flex flex-col gap-1">
            {section.items.map((item) => (
              <PaletteEntry key={item.type} item={item} onAdd={onAdd} />
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
});
