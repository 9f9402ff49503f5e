import type { FormDefinition, ListingColumn } from '../../../shared/generated/types.gen.ts';
import { columnChoices, moveColumn, withNameFirst } from '../../../shared/workflows/listing-columns.ts';
import { useRowKeys } from '../../components/use-row-keys.ts';
import { AddColumnRow } from './add-column-row.tsx';
import { ColumnRow } from './column-row.tsx';
import { messagesOf, type FieldErrors } from './definition-form.ts';
import { FieldMessages } from './field-messages.tsx';
import { SortableRows } from '../../components/sortable-rows.tsx';

export interface DisplayColumnsTabProps {
  columns: readonly ListingColumn[];
  forms: readonly FormDefinition[];
  readOnly: boolean;
  /** Messages by field path (`questionsToShow`, `questionsToShow.2`). */
  errors: FieldErrors;
  onChange: (columns: ListingColumn[]) => void;
}

/**
 * Tab 'Display Columns' (spec 2.4, 5.11): the columns of this workflow's list screen. The name column is
 * always first and cannot be moved or removed; the others are dragged into order below it.
 */
export function DisplayColumnsTab({ columns, forms, readOnly, errors, onChange }: DisplayColumnsTabProps) {
  const all = withNameFirst(columns);
  const [name, ...rest] = all;
  const rows = useRowKeys(rest.length);

  const replace = (index: number, column: ListingColumn) =>
    onChange(all.map((other, i) => (i === index ? column : other)));
  const remove = (index: number) => {
    rows.removed(index - 1);
    onChange(all.filter((_, i) => i !== index));
  };
  const move = (from: number, to: number) => {
    rows.moved(from, to);
    onChange(moveColumn(all, from + 1, to + 1));
  };

  return (
    <div className="flex max-w-4xl flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        The columns of this workflow&apos;s list, left to right.
      </p>
      <ol aria-label="Columns" className="flex flex-col">
        <li className="flex flex-col gap-1 border-b py-1.5">
          <div className="flex items-center gap-2">
            <span className="w-6" aria-hidden />
            <span className="text-sm font-medium">{name?.label || 'Name'}</span>
            <span className="text-sm text-muted-foreground">Workflow name, always first</span>
          </div>
          <FieldMessages messages={messagesOf(errors, 'questionsToShow.0')} />
        </li>
      </ol>
      <SortableRows keys={rows.keys} label="Columns after the name" onMove={move}>
        {rest.map((column, index) => (
          <ColumnRow
            key={rows.keys[index]}
            id={rows.keys[index]!}
            column={column}
            position={index + 2}
            readOnly={readOnly}
            messages={messagesOf(errors, `questionsToShow.${index + 1}`)}
            onChange={(changed) => replace(index + 1, changed)}
            onRemove={() => remove(index + 1)}
          />
        ))}
      </SortableRows>
      {!readOnly && (
        <AddColumnRow
          choices={columnChoices(forms, all)}
          onAdd={(column) => {
            rows.added(1);
            onChange([...all, column]);
          }}
        />
      )}
      <FieldMessages messages={errors.questionsToShow ?? []} />
    </div>
  );
}
