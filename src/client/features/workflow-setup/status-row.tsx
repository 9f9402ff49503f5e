import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trash2 } from 'lucide-react';
import type { StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessages } from './field-messages.tsx';
import { SortableHandle } from './sortable-handle.tsx';

export interface StatusRowProps {
  id: string;
  status: StatusListEntry;
  position: number;
  readOnly: boolean;
  canRemove: boolean;
  messages: readonly string[];
  onChange: (status: StatusListEntry) => void;
  onRemove: () => void;
}

/** One status: drag handle, label, code (spaces stripped as typed), endpoint flag, delete. */
export function StatusRow({ id, status, position, readOnly, canRemove, messages, ...props }: StatusRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id,
    disabled: readOnly,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const name = status.label || `status ${position}`;

  return (
    <li ref={setNodeRef} style={style} className="flex flex-col gap-1 border-b py-1.5 last:border-0">
      <div className="flex items-center gap-2">
        {!readOnly && (
          <SortableHandle
            label={`Move status ${position}: ${name}`}
            attributes={attributes}
            listeners={listeners}
          />
        )}
        <Input
          aria-label={`Label of status ${position}`}
          value={status.label}
          readOnly={readOnly}
          aria-invalid={messages.length > 0}
          onChange={(event) => props.onChange({ ...status, label: event.target.value })}
        />
        <Input
          aria-label={`Code of status ${position}`}
          placeholder="From the label"
          value={status.code}
          readOnly={readOnly}
          onChange={(event) => props.onChange({ ...status, code: event.target.value.replace(/\s+/g, '') })}
        />
        <label className="flex shrink-0 items-center gap-1.5 text-sm">
          <Checkbox
            aria-label={`Status ${position} is an endpoint`}
            checked={status.isEndpoint === true}
            disabled={readOnly}
            onCheckedChange={(checked) => props.onChange({ ...status, isEndpoint: checked === true })}
          />
          Endpoint
        </label>
        {!readOnly && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete status ${position}: ${name}`}
            title={canRemove ? undefined : 'A workflow needs at least one status'}
            disabled={!canRemove}
            onClick={props.onRemove}
          >
            <Trash2 />
          </Button>
        )}
      </div>
      <FieldMessages messages={messages} />
    </li>
  );
}
