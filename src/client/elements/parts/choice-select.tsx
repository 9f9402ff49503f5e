import { NativeSelect } from '../../components/ui/native-select.tsx';
import { describedBy, errorId, FieldError } from './field-error.tsx';
import { ReadOnlyField } from './read-only-field.tsx';
import { useChoices, type Choice } from './use-choices.ts';

/** Shown when the list of choices could not be loaded (the renderer's services already reported why). */
const LOAD_FAILED_TEXT = 'The choices could not be loaded';

interface ChoiceSelectProps {
  id: string;
  /** Names what `load` returns: the choices are loaded again when it changes (e.g. another entity type). */
  choicesKey: string;
  /** Asks the renderer's services for the choices. */
  load: () => Promise<Choice[]>;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  readOnly: boolean;
  error: string | null;
}

/**
 * A drop-down of choices loaded through the renderer's services (entities, security groups), answered
 * with the chosen guid. A saved guid that is not among the choices (no longer allowed, or deleted) is
 * still shown, by its guid, rather than silently dropped.
 */
export function ChoiceSelect({
  id,
  choicesKey,
  load,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}: ChoiceSelectProps) {
  const { choices, failed } = useChoices(choicesKey, load);
  const loading = choices === null;
  const listed = choices ?? [];
  const known = value === null || listed.some((choice) => choice.guid === value);
  const shown = known || loading ? listed : [...listed, { guid: value, name: value }];
  const message = error ?? (failed ? LOAD_FAILED_TEXT : null);
  if (readOnly) {
    const name = value === null ? null : (shown.find((choice) => choice.guid === value)?.name ?? '…');
    return (
      <ReadOnlyField id={id} error={message}>
        {name}
      </ReadOnlyField>
    );
  }
  return (
    <div data-slot="choice-select" className="grid gap-1">
      <NativeSelect
        id={id}
        value={loading ? '' : (value ?? '')}
        disabled={loading}
        aria-busy={loading || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(message && errorId(id))}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{loading ? 'Loading…' : ''}</option>
        {shown.map((choice) => (
          <option key={choice.guid} value={choice.guid}>
            {choice.name}
          </option>
        ))}
      </NativeSelect>
      {message && <FieldError id={id} message={message} />}
    </div>
  );
}
