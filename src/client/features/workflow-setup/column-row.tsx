import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trash2 } from 'lucide-react';
import type { ListingColumn } from '../../../shared/generated/types.gen.ts';
import { canFilterBySecurity } from '../../../shared/workflows/listing-columns.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessages } from './field-messages.tsx';
import { SortableHandle } from './sortable-handle.tsx';

export interface ColumnRowProps {
  id: string;
  column: ListingColumn;
  position: number;
  readOnly: boolean;
  messages: readonly string[];
  onChange: (column: ListingColumn) => void;
  onRemove: () => void;
}

/** What a column shows: a workflow field, or a question of one of the forms. */
function sourceOf(column: ListingColumn): string {
  if (column.metaCode) return 'Workflow field';
  return [column.form, column.questionCode].filter(Boolean).join(':');
}

/** One column below the name column: drag handle, heading, source, security filter (entity answers), remove. */
export function ColumnRow({ id, column, position, readOnly, messages, onChange, onRemove }: ColumnRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id,
    disabled: readOnly,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const name = column.label || `column ${position}`;
  return (
    <li ref={setNodeRef} style={style} className="flex flex-col gap-1 border-b py-1.5 last:border-0">
      <div className="flex items-center gap-2">
        {!readOnly && (
          <SortableHandle
            label={`Move column ${position}: ${name}`}
            attributes={attributes}
            listeners={listeners}
          />
        )}
        <Input
          className="max-w-xs"
          aria-label={`Heading of column ${position}`}
          value={column.label}
          readOnly={readOnly}
          aria-invalid={messages.length > 0}
          onChange={(event) => onChange({ ...column, label: event.target.value })}
        />
        <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{sourceOf(column)}</span>
        {canFilterBySecurity(column) && (
          <label className="flex shrink-0 items-center gap-1.5 text-sm">
            <Checkbox
              checked={column.isSecurityQuestion === true}
              disabled={readOnly}
              onCheckedChange={(checked) => onChange({ ...column, isSecurityQuestion: checked === true })}
            />
            Filter by security group
          </label>
        )}
        {!readOnly && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove column ${position}: ${name}`}
            onClick={onRemove}
          >
            <Trash2 />
          </Button>
        )}
      </div>
      <FieldMessages messages={messages} />
    </li>
  );
}
