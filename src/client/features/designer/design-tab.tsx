import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { toast } from '../../components/ui/toast.tsx';
import type { FormDefinition, FormElement } from '../../../shared/generated/types.gen.ts';
import {
  PLACEMENT_MESSAGES,
  addElement,
  childrenOf,
  moveElement,
  newElement,
  type Placement,
  type PlacementResult,
} from '../../../shared/designer/element-placement.ts';
import type { PaletteItem } from '../../../shared/designer/palette.ts';
import {
  elementEntry,
  isContainerType,
  isElementType,
  isSectionType,
} from '../../../shared/elements/element-lookup.ts';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { splitIntoPages } from '../renderer/form-layout.ts';
import { DRAG_INSTRUCTIONS_ID, DesignCanvas } from './design-canvas.tsx';
import { withoutArchived } from './archived-elements.ts';
import { arrowMovePlacement } from './arrow-moves.ts';
import { ContentsPopover } from './contents-popover.tsx';
import { placementOf, type DropTarget } from './drop-placement.ts';
import { releaseFocusUntilNextFrame } from './release-focus.ts';
import { ElementEditor } from './element-editor.tsx';
import { ElementPalette } from './element-palette.tsx';
import { contentsEntries, useStableEntries, type ContentsEntry } from './table-of-contents.ts';
import { useArrowMoves } from './use-arrow-moves.ts';

export interface DesignTabProps {
  form: FormDefinition;
  readOnly: boolean;
  splitPages: boolean;
  showQuestionCodes: boolean;
  /** Show Archived: off hides archived elements (and what is inside them) from the canvas. */
  showArchived: boolean;
  selectedGuid: string | null;
  onSelect: (guid: string | null) => void;
  /** The draft as it is now, which a keystroke's render may not have shown yet. */
  latestForm: () => FormDefinition;
  onChange: (form: FormDefinition, edit?: string) => void;
}

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };
// Sensor options are constants: a new options object each render would renew dnd-kit's context and render
// every card on the canvas again at each keystroke in the side panel.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
// Space picks up and drops; Enter stays a click, which adds a palette item where the selection is.
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES };

// Nested containers overlap, so the innermost droppable under the pointer wins; the keyboard has no pointer
// and moves between the nearest ones.
const innermostFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Infinity;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

/** The top-level element an element sits in (itself at the top). */
function topAncestor(components: readonly FormElement[], guid: string): string {
  const byGuid = new Map(components.map((element) => [element.guid, element]));
  let current = byGuid.get(guid);
  for (
    let depth = 0;
    current?.parentGuid && byGuid.has(current.parentGuid) && depth < components.length;
    depth += 1
  )
    current = byGuid.get(current.parentGuid);
  return current?.guid ?? guid;
}

/** Where Enter on a palette item puts it: into the selected container, after the selected element, or the page. */
function keyboardPlacement(
  form: FormDefinition,
  item: PaletteItem,
  selected: FormElement | undefined,
  pageSection: string | null,
): Placement {
  if (isSectionType(item.type)) return { parentGuid: null, index: childrenOf(form.components, null).length };
  if (selected && isContainerType(selected.type))
    return { parentGuid: selected.guid, index: childrenOf(form.components, selected.guid).length };
  if (selected) {
    const parentGuid = selected.parentGuid ?? null;
    return { parentGuid, index: childrenOf(form.components, parentGuid).indexOf(selected) + 1 };
  }
  return {
    parentGuid: pageSection,
    index: pageSection ? childrenOf(form.components, pageSection).length : 0,
  };
}

/** The Design tab: page selector, palette, canvas with drag and drop, and the element's side panel. */
export function DesignTab({
  form,
  readOnly,
  splitPages,
  showQuestionCodes,
  showArchived,
  selectedGuid,
  onSelect,
  latestForm,
  onChange,
}: DesignTabProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const shown = useMemo(
    () => (showArchived ? form.components : withoutArchived(form.components)),
    [form.components, showArchived],
  );
  const pages = useMemo(() => splitIntoPages(childrenOf(shown, null), splitPages), [shown, splitPages]);
  const page = pages[Math.min(pageIndex, pages.length - 1)]!;
  const contents = useStableEntries(
    useMemo(
      () => contentsEntries(shown, pages, (type) => (isElementType(type) ? elementEntry(type).label : type)),
      [shown, pages],
    ),
  );
  // Going to an entry shows its page, selects it and brings it into view. One function for good, so the
  // memoised table of contents renders only when its entries change.
  const goTo = useCallback(
    (entry: ContentsEntry) => {
      setPageIndex(entry.page);
      onSelect(entry.guid);
      requestAnimationFrame(() => {
        const item = document.querySelector<HTMLElement>(`[data-element-guid="${entry.guid}"]`);
        item?.scrollIntoView({ block: 'center' });
        item?.querySelector<HTMLElement>('button[aria-pressed]')?.focus();
      });
    },
    [onSelect],
  );
  const selected = form.components.find((element) => element.guid === selectedGuid);

  const apply = (result: PlacementResult, select?: string) => {
    if (!result.ok) {
      if (result.message) toast.warning(result.message);
      return;
    }
    onChange({ ...form, components: result.components });
    if (!select) return;
    onSelect(select);
    // A new element is shown: with Split Pages its page (a new section is a new page) becomes the current one.
    const top = topAncestor(result.components, select);
    const visible = showArchived ? result.components : withoutArchived(result.components);
    const next = splitIntoPages(childrenOf(visible, null), splitPages).findIndex((candidate) =>
      candidate.roots.some((root) => root.guid === top),
    );
    if (next >= 0) setPageIndex(next);
  };
  const add = (item: PaletteItem, placement: Placement | null) => {
    if (!placement) return;
    const element = newElement(form.components, item.type, crypto.randomUUID(), form.guid);
    apply(addElement(form.components, element, placement), element.guid);
  };

  const dragStart = ({ active }: DragStartEvent) => setDragging(String(active.id));
  const dragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const data = over.data.current as
      | { kind: 'element'; parentGuid: string | null }
      | { kind: 'container'; parentGuid: string | null }
      | undefined;
    if (!data) return;
    const target: DropTarget =
      data.kind === 'element'
        ? { kind: 'element', guid: String(over.id) }
        : { kind: 'container', parentGuid: data.parentGuid };
    const source = active.data.current as
      { kind: 'palette'; type: PaletteItem['type'] } | { kind: 'element' } | undefined;
    if (source?.kind === 'palette') {
      add({ type: source.type, label: '' }, placementOf(form.components, target, null));
      return;
    }
    const guid = String(active.id);
    if (target.kind === 'element' && target.guid === guid) return;
    const placement = placementOf(form.components, target, guid);
    if (!placement) return;
    const moved = moveElement(form.components, guid, placement);
    if (moved.ok) releaseFocusUntilNextFrame(guid);
    apply(moved);
  };

  // Alt+Arrow keys move the selected element a place; the focus follows it to its new spot.
  useArrowMoves(!readOnly && selected !== undefined, (direction) => {
    if (!selected) return;
    const placement = arrowMovePlacement(form.components, shown, selected.guid, direction);
    if (!placement) return;
    apply(moveElement(form.components, selected.guid, placement), selected.guid);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-element-guid="${selected.guid}"] button[aria-pressed]`)
        ?.focus(),
    );
  });

  const addByKeyboard = (item: PaletteItem) => {
    if (readOnly) return;
    const placement = keyboardPlacement(form, item, selected, page.sectionGuid);
    if (placement.parentGuid === null && !isSectionType(item.type)) {
      toast.warning(PLACEMENT_MESSAGES.needsSection);
      return;
    }
    add(item, placement);
  };
  // The palette is memoised: it gets one callback for good, which calls this render's.
  const latestAddByKeyboard = useRef(addByKeyboard);
  useLayoutEffect(() => {
    latestAddByKeyboard.current = addByKeyboard;
  });
  const addFromPalette = useCallback((item: PaletteItem) => latestAddByKeyboard.current(item), []);

  return (
    <DndContext
      id={DRAG_INSTRUCTIONS_ID}
      sensors={sensors}
      collisionDetection={innermostFirst}
      onDragStart={dragStart}
      onDragEnd={dragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <ContentsPopover entries={contents} onChoose={goTo} />
          {pages.length > 1 && (
            <label className="flex max-w-sm flex-1 items-center gap-2 text-sm">
              <span className="shrink-0">Page</span>
              <NativeSelect
                aria-label="Page"
                value={String(pages.indexOf(page))}
                onChange={(event) => setPageIndex(Number(event.target.value))}
              >
                {pages.map((candidate, index) => (
                  <option key={candidate.sectionGuid ?? `page-${index}`} value={index}>
                    {index + 1}. {candidate.title.replace(/<[^>]*>/g, '')}
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
        </div>
        <div className="flex items-start gap-4">
          {!readOnly && <ElementPalette onAdd={addFromPalette} />}
          <DesignCanvas
            components={shown}
            roots={page.roots}
            selectedGuid={selectedGuid}
            showQuestionCodes={showQuestionCodes}
            readOnly={readOnly}
            onSelect={onSelect}
          />
          {selected && (
            <ElementEditor
              form={form}
              element={selected}
              readOnly={readOnly}
              latestForm={latestForm}
              onChange={onChange}
              onClose={() => onSelect(null)}
            />
          )}
        </div>
      </div>
      {/* No drop animation: a dropped item is placed at once and the next drag may start straight away. Only a
          palette item is carried in the overlay; a card moves itself, and with no overlay mounted its drop
          commits nothing more for the overlay's bookkeeping. */}
      {dragging?.startsWith('palette:') && (
        <DragOverlay dropAnimation={null}>
          <div className="rounded-md border bg-card px-2 py-1.5 text-sm shadow-md">
            {dragging.slice('palette:'.length)}
          </div>
        </DragOverlay>
      )}
    </DndContext>
  );
}
