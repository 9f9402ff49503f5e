import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { ListingColumn } from '../../../shared/generated/types.gen.ts';
import type { ColumnChoice } from '../../../shared/workflows/listing-columns.ts';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';

export interface AddColumnRowProps {
  choices: readonly ColumnChoice[];
  onAdd: (column: ListingColumn) => void;
}

/** Adds a workflow field or a form question as a column at the end of the list. */
export function AddColumnRow({ choices, onAdd }: AddColumnRowProps) {
  const [key, setKey] = useState('');
  const chosen = choices.find((choice) => choice.key === key);
  if (choices.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <div className="w-full max-w-md">
        <NativeSelect
          aria-label="Column to add"
          value={chosen ? key : ''}
          onChange={(event) => setKey(event.target.value)}
        >
          <option value="">Choose a column…</option>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="outline"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen.column);
          setKey('');
        }}
      >
        <Plus /> Add Column
      </Button>
    </div>
  );
}
