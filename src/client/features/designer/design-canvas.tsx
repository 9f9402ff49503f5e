import { memo, useMemo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { elementEntry, isContainerType, isElementType } from '../../../shared/elements/element-lookup.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useSaveProblems } from './save-problems.ts';
import { useCanvasNodes, type CanvasNode } from './canvas-tree.ts';

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

type SortableParts = ReturnType<typeof useSortable>;

interface CardHeaderProps {
  element: FormElement;
  name: string;
  selected: boolean;
  showQuestionCodes: boolean;
  readOnly: boolean;
  onSelect: (guid: string) => void;
  handleRef: SortableParts['setActivatorNodeRef'];
  handleAttributes: SortableParts['attributes'];
  handleListeners: SortableParts['listeners'];
}

/**
 * The card's handle, name, type and code. Memoised apart from the card: every sortable card renders again
 * whenever the drag state changes (picking up, moving, dropping), and this keeps that to the card's frame.
 */
const CardHeader = memo(function CardHeader({
  element,
  name,
  selected,
  showQuestionCodes,
  readOnly,
  onSelect,
  handleRef,
  handleAttributes,
  handleListeners,
}: CardHeaderProps) {
  return (
    <div className="flex items-center gap-2">
      {!readOnly && (
        <button
          ref={handleRef}
          type="button"
          aria-label={`Move ${name}`}
          className="cursor-grab rounded p-1 text-muted-foreground hover:bg-accent"
          {...handleAttributes}
          {...handleListeners}
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

/** Memoised: a change elsewhere in the form leaves the card's props, and so the card, untouched. */
const CanvasItem = memo(function CanvasItem({
  element,
  node,
  selectedGuid,
  showQuestionCodes,
  readOnly,
  onSelect,
}: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: element.guid,
      data: { kind: 'element', parentGuid: element.parentGuid ?? null },
      disabled: readOnly,
    });
  const name = plain(element.label) || typeLabel(element.type);
  const selected = selectedGuid === element.guid;
  const problems = useSaveProblems(element.guid);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-element-guid={element.guid}
      aria-label={name}
      className={cn(
        'flex flex-col gap-2 rounded-md border bg-card p-2 shadow-xs',
        selected && 'ring-2 ring-primary',
        element.isArchived && 'opacity-60',
        isDragging && 'z-10 opacity-70',
        problems.length > 0 && 'border-destructive',
      )}
    >
      <CardHeader
        element={element}
        name={name}
        selected={selected}
        showQuestionCodes={showQuestionCodes}
        readOnly={readOnly}
        onSelect={onSelect}
        handleRef={setActivatorNodeRef}
        handleAttributes={attributes}
        handleListeners={listeners}
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
  return (
    <div aria-label="Canvas" role="region" className="flex min-w-0 flex-1 flex-col gap-2">
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
