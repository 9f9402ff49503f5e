import { useState } from 'react';
import type { NestedOption } from '../../../shared/generated/types.gen.ts';
import { parseBulkOptions } from '../../../shared/validation/bulk-options.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

export interface BulkAddOptionsProps {
  existing: readonly NestedOption[];
  onAdd: (options: NestedOption[]) => void;
}

/**
 * Adds several options from pasted text (spec 5.9): one per line, label and code separated by a tab or
 * a comma. A bad line or a repeated code adds nothing and says why; the text stays to be corrected.
 */
export function BulkAddOptions({ existing, onAdd }: BulkAddOptionsProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Add from Text
      </Button>
    );
  }
  const add = () => {
    const result = parseBulkOptions(text, existing);
    if (!result.ok) return setError(result.error);
    onAdd(result.options);
    setText('');
    setError(null);
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-1.5 rounded-md border p-3">
      <Label htmlFor="bulk-options">
        Paste options, one per line: Label, Code (or Label and a tab, then Code)
      </Label>
      <Textarea
        id="bulk-options"
        rows={6}
        value={text}
        aria-invalid={Boolean(error)}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          Cancel
        </Button>
        <Button onClick={add}>Add Options</Button>
      </div>
    </div>
  );
}
