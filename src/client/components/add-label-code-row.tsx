import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';

/** What a typed label and code become: the entry to add, or why it cannot be added. */
export type LabelCodeCheck<Entry> = { entry: Entry } | { error: string };

export interface AddLabelCodeRowProps<Entry> {
  /** Names the inputs ('New {noun} label'). */
  noun: string;
  buttonLabel: string;
  /** Turns the typed label and code into an entry, or refuses them with the message shown under the row. */
  check: (label: string, code: string) => LabelCodeCheck<Entry>;
  onAdd: (entry: Entry) => void;
  /** How the code input treats what is typed (codes without spaces, say). */
  tidyCodeInput?: (typed: string) => string;
}

/**
 * Adds one labelled, coded entry to a list (an option, a status, a time frame): a label, an optional code,
 * and a button; Enter in either input adds too. The inputs empty after an add, and keep what was typed
 * when it is refused.
 */
export function AddLabelCodeRow<Entry>({
  noun,
  buttonLabel,
  check,
  onAdd,
  tidyCodeInput = (typed) => typed,
}: AddLabelCodeRowProps<Entry>) {
  const [label, setLabel] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const checked = check(label, code);
    if ('error' in checked) return setError(checked.error);
    onAdd(checked.entry);
    setLabel('');
    setCode('');
    setError(null);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <Input
          aria-label={`New ${noun} label`}
          placeholder="Label"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && add()}
        />
        <Input
          aria-label={`New ${noun} code`}
          placeholder="Code"
          value={code}
          onChange={(event) => setCode(tidyCodeInput(event.target.value))}
          onKeyDown={(event) => event.key === 'Enter' && add()}
        />
        <Button variant="outline" onClick={add}>
          <Plus /> {buttonLabel}
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
