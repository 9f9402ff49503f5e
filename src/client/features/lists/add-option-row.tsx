import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { NestedOption } from '../../../shared/generated/types.gen.ts';
import { optionKey } from '../../../shared/validation/options.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';

export interface AddOptionRowProps {
  existing: readonly NestedOption[];
  onAdd: (option: NestedOption) => void;
}

/** Adds one option: a label and an optional code (the label is used as the code when it is left empty). */
export function AddOptionRow({ existing, onAdd }: AddOptionRowProps) {
  const [label, setLabel] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const option = { label: label.trim(), value: (code.trim() || label).trim() };
    if (!option.label) return setError('Label is required');
    if (existing.some((other) => optionKey(other.value) === optionKey(option.value))) {
      return setError(`Duplicate values found: ${option.value}`);
    }
    onAdd(option);
    setLabel('');
    setCode('');
    setError(null);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <Input
          aria-label="New option label"
          placeholder="Label"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && add()}
        />
        <Input
          aria-label="New option code"
          placeholder="Code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && add()}
        />
        <Button variant="outline" onClick={add} disabled={!label.trim()}>
          <Plus /> Add Option
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
