import { formatDateAnswer, formatDateDisplay } from '../../shared/format/date-format.ts';
import { isBareDate } from '../../shared/format/plain-date.ts';
import { dateBounds, isDateAllowed, resolveDateCode } from '../../shared/validation/date-codes.ts';
import { Input } from '../components/ui/input.tsx';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { ReadOnlyField } from './parts/read-only-field.tsx';
import { useLocalDraft } from './parts/use-local-draft.ts';

const pad = (part: number) => String(part).padStart(2, '0');

/** What a native input shows for a saved date: 'YYYY-MM-DD', or local 'YYYY-MM-DDTHH:mm' with time. */
function toInputText(value: string | null, enableTime: boolean): string {
  if (!value) return '';
  if (!enableTime) return value.slice(0, 10);
  // A date saved before time was enabled has no time; it starts at midnight.
  const instant = isBareDate(value) ? new Date(`${value}T00:00`) : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const date = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  return `${date}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

function rangeMessage(min: string | null, max: string | null): string {
  if (min && max) return `Choose a date from ${min} to ${max}`;
  return min ? `Choose a date on or after ${min}` : `Choose a date on or before ${max}`;
}

/**
 * A date (or date and time) in the browser's own picker. minDateCode and maxDateCode become the input's
 * min and max, so the picker disables days outside them; a day typed outside them is shown with a
 * message and not reported. Reports 'YYYY-MM-DD', or a full ISO instant when time is enabled.
 * startDateCode cannot move a native picker's opening month; it is resolved and put on the input as
 * data-start-date for a richer picker to use.
 */
export const DateWidget: ElementWidget<'Date'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const properties = element.properties;
  const enableTime = properties.enableTime ?? false;
  const { draft, setDraft, onFocus, onBlur: leave } = useLocalDraft(toInputText(value, enableTime));
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value ? formatDateDisplay(value, enableTime ? 'date-time' : 'date') : null}
      </ReadOnlyField>
    );
  }

  const now = new Date();
  const { min, max } = dateBounds(properties, now);
  const outside = draft !== '' && !isDateAllowed(draft, properties, now);
  // The field's own range message names the range; the renderer's covers failed saves.
  const message = (outside ? rangeMessage(min, max) : null) ?? error;
  const change = (text: string) => {
    setDraft(text);
    // Every date is reported, in range or not, so a date typed past is not saved; the renderer refuses
    // one outside the range. datetime-local text has no zone, so Date reads it as local time.
    if (text === '') onChange(null);
    else onChange(enableTime ? formatDateAnswer(new Date(text), true) : text);
  };

  return (
    <div data-slot="date" className="grid gap-1">
      <Input
        id={id}
        type={enableTime ? 'datetime-local' : 'date'}
        fit="content"
        value={draft}
        min={min ? (enableTime ? `${min}T00:00` : min) : undefined}
        max={max ? (enableTime ? `${max}T23:59` : max) : undefined}
        data-start-date={resolveDateCode(properties.startDateCode, now) ?? undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(message && errorId(id))}
        onChange={(event) => change(event.target.value)}
        onFocus={onFocus}
        onBlur={() => {
          leave();
          onBlur?.();
        }}
      />
      {message && <FieldError id={id} message={message} />}
    </div>
  );
};
