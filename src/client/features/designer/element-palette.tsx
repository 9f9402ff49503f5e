import { memo, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { paletteSections, type PaletteItem } from '../../../shared/designer/palette.ts';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

/** Id of a palette item as a drag source. */
const paletteDragId = (type: string) => `palette:${type}`;

function PaletteEntry({ item, onAdd }: { item: PaletteItem; onAdd: (item: PaletteItem) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(item.type),
    data: { kind: 'palette', type: item.type },
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        // Enter (or a click) adds the item where the canvas selection is; Space picks it up to drag.
        onClick={() => onAdd(item)}
        data-palette-type={item.type}
        className={cn(
          'w-full select-none rounded-md border bg-card px-2 py-1.5 text-left text-sm shadow-xs hover:bg-accent',
          isDragging && 'opacity-50',
        )}
      >
        {item.label}
      </button>
    </li>
  );
}

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
