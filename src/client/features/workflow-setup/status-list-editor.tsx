import type { StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { DEFINITION_MESSAGES, tidyCode } from '../../../shared/workflows/definition-checks.ts';
import { canRemoveEntry, moveEntry } from '../../../shared/workflows/definition-draft.ts';
import { useRowKeys } from '../../components/use-row-keys.ts';
import { AddEntryRow } from './add-entry-row.tsx';
import { messagesOf, type FieldErrors } from './definition-form.ts';
import { FieldMessages } from './field-messages.tsx';
import { SortableRows } from '../../components/sortable-rows.tsx';
import { StatusRow } from './status-row.tsx';

export interface StatusListEditorProps {
  statuses: readonly StatusListEntry[];
  onChange: (statuses: StatusListEntry[]) => void;
  readOnly: boolean;
  /** Messages by field path (`statusList`, `statusList.1.code`). */
  errors: FieldErrors;
}

/**
 * The ordered status list (spec 4.9, 5.11): add, edit in place, delete while more than one exists, drag to
 * reorder ('Before' and 'After' compare positions in it), and mark the statuses that end a workflow.
 */
export function StatusListEditor({ statuses, onChange, readOnly, errors }: StatusListEditorProps) {
  const rows = useRowKeys(statuses.length);
  const listMessages = errors.statusList ?? [];

  const replace = (index: number, status: StatusListEntry) =>
    onChange(statuses.map((other, i) => (i === index ? status : other)));
  const remove = (index: number) => {
    rows.removed(index);
    onChange(statuses.filter((_, i) => i !== index));
  };
  const move = (from: number, to: number) => {
    rows.moved(from, to);
    onChange(moveEntry(statuses, from, to));
  };

  return (
    <div className="flex flex-col gap-2">
      <SortableRows keys={rows.keys} label="Statuses" onMove={move}>
        {statuses.map((status, index) => (
          <StatusRow
            key={rows.keys[index]}
            id={rows.keys[index]!}
            status={status}
            position={index + 1}
            readOnly={readOnly}
            canRemove={canRemoveEntry(statuses)}
            messages={messagesOf(errors, `statusList.${index}`)}
            onChange={(changed) => replace(index, changed)}
            onRemove={() => remove(index)}
          />
        ))}
      </SortableRows>
      {!readOnly && (
        <AddEntryRow
          noun="status"
          buttonLabel="Add Status"
          existingCodes={statuses.map((status) => tidyCode(status.code, status.label.trim()))}
          duplicateMessage={DEFINITION_MESSAGES.duplicateStatus}
          onAdd={({ label, code }) => {
            rows.added(1);
            onChange([...statuses, { label, code, isEndpoint: false }]);
          }}
        />
      )}
      <FieldMessages messages={listMessages} />
    </div>
  );
}
