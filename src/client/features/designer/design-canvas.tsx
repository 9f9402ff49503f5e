import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { elementEntry, isContainerType, isElementType } from '../../../shared/elements/element-lookup.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useSaveProblems } from './save-problems.ts';
import { useCanvasNodes, type CanvasNode } from './canvas-tree.ts';
import { focusReleasedForAFrame } from './release-focus.ts';
import { SortableBinding, type CardDrag } from './sortable-binding.tsx';
import { settleNearness, useNearViewport } from './use-near-viewport.ts';

/** The id of dnd-kit's instructions for screen readers (the DndContext's `id`), which each handle points to. */
export const DRAG_INSTRUCTIONS_ID = 'designer-drag-instructions';

/**
 * dnd-kit's attributes for a drag handle, written out on the handle itself: cards and palette items take part
 * in drags only near the screen or when engaged, so their dnd-kit binding may mount after the handle.
 */
export const dragHandleAttributes = (roleDescription: 'sortable' | 'draggable') =>
  ({
    role: 'button',
    tabIndex: 0,
    'aria-disabled': false,
    'aria-roledescription': roleDescription,
    'aria-describedby': DRAG_INSTRUCTIONS_ID,
  }) as const;

/** Id of the drop zone at the end of a container (or of the form's top level). */
const dropZoneId = (parentGuid: string | null) => `into:${parentGuid ?? 'top'}`;

export interface CanvasProps {
  components: readonly FormElement[];
  /** The top-level elements shown (the selected page). */
  roots: readonly FormElement[];
  selectedGuid: string | null;
  showQuestionCodes: boolean;
  readOnly: boolean;
  onSelect: (guid: string) => void;
}

const typeLabel = (type: string) => (isElementType(type) ? elementEntry(type).label : type);
const plain = (label: string | undefined) => (label ?? '').replace(/<[^>]*>/g, '').trim();

function DropZone({
  parentGuid,
  label,
  readOnly,
}: {
  parentGuid: string | null;
  label: string;
  readOnly: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: dropZoneId(parentGuid),
    data: { kind: 'container', parentGuid },
    disabled: readOnly,
  });
  if (readOnly) return null;
  return (
    <div
      ref={setNodeRef}
      data-drop-zone={parentGuid ?? 'top'}
      className={cn(
        'rounded-md border border-dashed px-3 py-2 text-center text-xs text-muted-foreground',
        isOver && 'border-primary bg-primary/5 text-primary',
      )}
    >
      {label}
    </div>
  );
}

interface ItemProps {
  element: FormElement;
  /** The element's own node when it is a container. */
  node: CanvasNode | undefined;
  /** The selection, passed only to the selected card and to the containers around it (memo). */
  selectedGuid: string | null;
  showQuestionCodes: boolean;
  readOnly: boolean;
  onSelect: (guid: string) => void;
}

interface CardHeaderProps {
  element: FormElement;
  name: string;
  selected: boolean;
  showQuestionCodes: boolean;
  readOnly: boolean;
  onSelect: (guid: string) => void;
  handleRef: RefObject<HTMLButtonElement | null>;
  onHandlePointerDown: (event: PointerEvent) => void;
  onHandleKeyDown: (event: KeyboardEvent) => void;
}

/** The card's handle, name, type and code; memoised apart from the card, which renders when it is bound. */
const CardHeader = memo(function CardHeader({
  element,
  name,
  selected,
  showQuestionCodes,
  readOnly,
  onSelect,
  handleRef,
  onHandlePointerDown,
  onHandleKeyDown,
}: CardHeaderProps) {
  return (
    <div className="flex items-center gap-2">
      {!readOnly && (
        <button
          ref={handleRef}
          type="button"
          aria-label={`Move ${name}`}
          className="cursor-grab rounded p-1 text-muted-foreground hover:bg-accent"
          {...dragHandleAttributes('sortable')}
          onPointerDown={onHandlePointerDown}
          onKeyDown={onHandleKeyDown}
        >
          <GripVertical className="size-4" />
        </button>
      )}
      <button
        type="button"
        className="flex min-w-0 flex-1 items-center gap-2 text-left"
        aria-pressed={selected}
        onClick={() => onSelect(element.guid)}
      >
        <span className="truncate text-sm font-medium">{name}</span>
        <Badge variant="outline">{typeLabel(element.type)}</Badge>
        {showQuestionCodes && (
          <code className="text-xs text-muted-foreground" data-question-code>
            {element.questionCode}
          </code>
        )}
        {element.isArchived && <Badge variant="secondary">Archived</Badge>}
      </button>
    </div>
  );
});

/**
 * Memoised: a change elsewhere in the form leaves the card's props, and so the card, untouched. The card takes
 * part in drags through its SortableBinding, mounted only while the card is near the screen, holds the focus
 * or is being dragged: dnd-kit renders every mounted sortable twice at each drop, which on a long form was
 * most of the drop's time. Pointer and keyboard reach only cards near the screen (the keyboard sensor scrolls
 * the page as the card moves), and a handle used before its card is bound binds it at once.
 */
const CanvasItem = memo(function CanvasItem({
  element,
  node,
  selectedGuid,
  showQuestionCodes,
  readOnly,
  onSelect,
}: ItemProps) {
  const cardRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const dragRef = useRef<CardDrag | null>(null);
  const draggedRef = useRef(false);
  const near = useNearViewport(cardRef, draggedRef);
  const [focusWithin, setFocusWithin] = useState(false);
  const bound = !readOnly && (near || focusWithin);
  // A drag may start right after the page scrolled (a jump, a focus), before the observer reported the cards
  // now on screen: their nearness is settled first, and this card bound, then dnd-kit gets the event.
  const handOver = useCallback(
    (event: PointerEvent | KeyboardEvent, listener: 'onPointerDown' | 'onKeyDown') => {
      const startsDrag = listener === 'onPointerDown' || (event as KeyboardEvent).code === 'Space';
      // Not for the Space that drops: the drop's frame must not lay the page out.
      if (startsDrag && !dragRef.current?.dragging) settleNearness();
      if (!dragRef.current) flushSync(() => setFocusWithin(true));
      dragRef.current?.listeners?.[listener]?.(event);
    },
    [],
  );
  const onHandlePointerDown = useCallback(
    (event: PointerEvent) => handOver(event, 'onPointerDown'),
    [handOver],
  );
  const onHandleKeyDown = useCallback((event: KeyboardEvent) => handOver(event, 'onKeyDown'), [handOver]);
  const name = plain(element.label) || typeLabel(element.type);
  const selected = selectedGuid === element.guid;
  const problems = useSaveProblems(element.guid);
  return (
    <>
      <li
        ref={cardRef}
        data-element-guid={element.guid}
        aria-label={name}
        className={cn(
          'flex flex-col gap-2 rounded-md border bg-card p-2 shadow-xs data-dragging:z-10 data-dragging:opacity-70',
          selected && 'ring-2 ring-primary',
          element.isArchived && 'opacity-60',
          problems.length > 0 && 'border-destructive',
        )}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event: FocusEvent) => {
          if (!focusReleasedForAFrame() && !event.currentTarget.contains(event.relatedTarget))
            setFocusWithin(false);
        }}
      >
        <CardHeader
          element={element}
          name={name}
          selected={selected}
          showQuestionCodes={showQuestionCodes}
          readOnly={readOnly}
          onSelect={onSelect}
          handleRef={handleRef}
          onHandlePointerDown={onHandlePointerDown}
          onHandleKeyDown={onHandleKeyDown}
        />
        {problems.length > 0 && (
          <ul role="alert" aria-label={`Not saved: ${name}`} className="pl-8 text-xs text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {isContainerType(element.type) && (
          <CanvasList
            parentGuid={element.guid}
            items={node?.children ?? NONE}
            ids={node?.ids ?? NONE}
            nested={node?.nested ?? NONE}
            selectedGuid={selectedGuid}
            showQuestionCodes={showQuestionCodes}
            readOnly={readOnly}
            onSelect={onSelect}
          />
        )}
      </li>
      {bound && (
        <SortableBinding
          guid={element.guid}
          parentGuid={element.parentGuid ?? null}
          disabled={readOnly}
          cardRef={cardRef}
          handleRef={handleRef}
          dragRef={dragRef}
          heldRef={draggedRef}
        />
      )}
    </>
  );
});

const NONE: readonly never[] = [];

interface ListProps extends Omit<ItemProps, 'element' | 'node'> {
  parentGuid: string | null;
  items: readonly FormElement[];
  ids: readonly string[];
  nested: readonly (CanvasNode | undefined)[];
}

function CanvasList({ parentGuid, items, ids, nested, selectedGuid, ...shared }: ListProps) {
  return (
    <div className={cn('flex flex-col gap-2', parentGuid !== null && 'pl-6')}>
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">
          {items.map((element, index) => {
            const node = nested[index];
            const holdsSelection =
              selectedGuid !== null && (element.guid === selectedGuid || node?.inside.has(selectedGuid));
            return (
              <CanvasItem
                key={element.guid}
                element={element}
                node={node}
                selectedGuid={holdsSelection ? selectedGuid : null}
                {...shared}
              />
            );
          })}
        </ul>
      </SortableContext>
      <DropZone
        parentGuid={parentGuid}
        readOnly={shared.readOnly}
        label={parentGuid === null ? 'Drop a section here' : 'Drop here'}
      />
    </div>
  );
}

/** The canvas: the page's elements nested as on the form, each draggable by its handle. */
export function DesignCanvas(props: CanvasProps) {
  const nodes = useCanvasNodes(props.components);
  const rootNodes = props.roots.map((root) => nodes.get(root.guid));
  // The top-level ids keep their identity while the page's order is the same (the sortable list's input).
  const rootKey = props.roots.map((root) => root.guid).join();
  const rootIds = useMemo(() => (rootKey === '' ? [] : rootKey.split(',')), [rootKey]);
  // `isolate` makes the canvas a stacking context, which Chromium paints as a unit of its own: a frame that
  // changes nothing on it (a key typed in the Properties panel) reuses its painted display list as a whole
  // instead of walking every card's (bench/README.md, "Seventh round").
  return (
    <div aria-label="Canvas" role="region" className="isolate flex min-w-0 flex-1 flex-col gap-2">
      {props.roots.length === 0 && props.readOnly && (
        <p className="text-sm text-muted-foreground">This page has no elements.</p>
      )}
      <CanvasList
        parentGuid={null}
        items={props.roots}
        ids={rootIds}
        nested={rootNodes}
        selectedGuid={props.selectedGuid}
        showQuestionCodes={props.showQuestionCodes}
        readOnly={props.readOnly}
        onSelect={props.onSelect}
      />
    </div>
  );
}
