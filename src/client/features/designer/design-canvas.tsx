import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { childrenOf } from '../../../shared/designer/element-placement.ts';
import { elementEntry, isContainerType, isElementType } from '../../../shared/elements/element-lookup.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useSaveProblems } from './save-problems.ts';

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

function CanvasItem({ element, props }: { element: FormElement; props: CanvasProps }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: element.guid,
      data: { kind: 'element', parentGuid: element.parentGuid ?? null },
      disabled: props.readOnly,
    });
  const name = plain(element.label) || typeLabel(element.type);
  const selected = props.selectedGuid === element.guid;
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
      <div className="flex items-center gap-2">
        {!props.readOnly && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            aria-label={`Move ${name}`}
            className="cursor-grab rounded p-1 text-muted-foreground hover:bg-accent"
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-4" />
          </button>
        )}
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-2 text-left"
          aria-pressed={selected}
          onClick={() => props.onSelect(element.guid)}
        >
          <span className="truncate text-sm font-medium">{name}</span>
          <Badge variant="outline">{typeLabel(element.type)}</Badge>
          {props.showQuestionCodes && (
            <code className="text-xs text-muted-foreground" data-question-code>
              {element.questionCode}
            </code>
          )}
          {element.isArchived && <Badge variant="secondary">Archived</Badge>}
        </button>
      </div>
      {problems.length > 0 && (
        <ul role="alert" aria-label={`Not saved: ${name}`} className="pl-8 text-xs text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {isContainerType(element.type) && <CanvasList parentGuid={element.guid} props={props} />}
    </li>
  );
}

function CanvasList({ parentGuid, props }: { parentGuid: string | null; props: CanvasProps }) {
  const items = parentGuid === null ? props.roots : childrenOf(props.components, parentGuid);
  return (
    <div className={cn('flex flex-col gap-2', parentGuid !== null && 'pl-6')}>
      <SortableContext items={items.map((element) => element.guid)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">
          {items.map((element) => (
            <CanvasItem key={element.guid} element={element} props={props} />
          ))}
        </ul>
      </SortableContext>
      <DropZone
        parentGuid={parentGuid}
        readOnly={props.readOnly}
        label={parentGuid === null ? 'Drop a section here' : 'Drop here'}
      />
    </div>
  );
}

/** The canvas: the page's elements nested as on the form, each draggable by its handle. */
export function DesignCanvas(props: CanvasProps) {
  return (
    <div aria-label="Canvas" role="region" className="flex min-w-0 flex-1 flex-col gap-2">
      {props.roots.length === 0 && props.readOnly && (
        <p className="text-sm text-muted-foreground">This page has no elements.</p>
      )}
      <CanvasList parentGuid={null} props={props} />
    </div>
  );
}
