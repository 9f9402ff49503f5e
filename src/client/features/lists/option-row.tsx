import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import type * as React from 'react';
import type { NestedOption } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';

export interface OptionRowProps {
  id: string;
  option: NestedOption;
  position: number;
  readOnly: boolean;
  /** Nested lists (cascaders) show a toggle to edit the options under this one. */
  nested: boolean;
  expanded: boolean;
  onToggle: () => void;
  onChange: (option: NestedOption) => void;
  onRemove: () => void;
  children?: React.ReactNode;
}

/** One option of the options editor: drag handle, label, code, remove, and its sub-options when nested. */
export function OptionRow(props: OptionRowProps) {
  const { id, option, position, readOnly, nested, expanded } = props;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id,
    disabled: readOnly,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const childCount = option.children?.length ?? 0;

  return (
    <li ref={setNodeRef} style={style} className="flex flex-col gap-1 border-b py-1.5 last:border-0">
      <div className="flex items-center gap-2">
        {!readOnly && (
          <button
            type="button"
            className="cursor-grab rounded p-1 text-muted-foreground hover:bg-accent focus-visible:ring-2"
            aria-label={`Move option ${position}: ${option.label}`}
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-4" />
          </button>
        )}
        {nested && (
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={expanded}
            aria-label={`Options under ${option.label || `option ${position}`} (${childCount})`}
            onClick={props.onToggle}
          >
            {expanded ? <ChevronDown /> : <ChevronRight />}
          </Button>
        )}
        <Input
          aria-label={`Label of option ${position}`}
          value={option.label}
          readOnly={readOnly}
          aria-invalid={!option.label.trim()}
          onChange={(event) => props.onChange({ ...option, label: event.target.value })}
        />
        <Input
          aria-label={`Code of option ${position}`}
          value={option.value}
          readOnly={readOnly}
          aria-invalid={!option.value.trim()}
          onChange={(event) => props.onChange({ ...option, value: event.target.value })}
        />
        {!readOnly && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove option ${position}: ${option.label}`}
            onClick={props.onRemove}
          >
            <Trash2 />
          </Button>
        )}
      </div>
      {expanded && (
        <div role="group" aria-label={`Options under ${option.label}`} className="ml-10 border-l pl-3">
          {props.children}
        </div>
      )}
    </li>
  );
}
