import { Button } from '../components/ui/button.tsx';
import { NATIVE_CHECKBOX } from '../components/ui/native-choice.ts';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { onLeaveGroup } from './parts/leave-group.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';

const CHOICES = [
  { answer: true, label: 'Yes' },
  { answer: false, label: 'No' },
] as const;

/**
 * Yes or no, as a checkbox or as two Yes / No buttons. Unticking the checkbox, or pressing the chosen
 * button again, removes the answer (null) unless noDeselect is on: then the checkbox unticks to false and
 * the chosen button stays chosen, so the answer can be changed but never removed.
 */
export const BooleanWidget: ElementWidget<'Boolean'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const { displayFormat, noDeselect } = element.properties;
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value === null ? null : value ? 'Yes' : 'No'}
      </ReadOnlyField>
    );
  }
  const invalid = error ? true : undefined;
  const description = describedBy(error && errorId(id));

  if (displayFormat !== 'YesNo') {
    return (
      <div data-slot="boolean" className="grid gap-1 py-2">
        <input
          type="checkbox"
          data-slot="native-checkbox"
          className={NATIVE_CHECKBOX}
          id={id}
          checked={value === true}
          aria-invalid={invalid}
          aria-describedby={description}
          onChange={(event) => onChange(event.target.checked ? true : noDeselect ? false : null)}
          onBlur={onBlur}
        />
        {error && <FieldError id={id} message={error} />}
      </div>
    );
  }
  return (
    <fieldset
      id={id}
      data-slot="boolean"
      className="grid gap-1"
      aria-invalid={invalid}
      aria-describedby={description}
      onBlur={onLeaveGroup(onBlur)}
    >
      <legend className="sr-only">{element.label}</legend>
      <div className="flex gap-2">
        {CHOICES.map((choice) => {
          const chosen = value === choice.answer;
          return (
            <Button
              key={choice.label}
              variant={chosen ? 'default' : 'outline'}
              aria-pressed={chosen}
              onClick={() => {
                if (!chosen) onChange(choice.answer);
                else if (!noDeselect) onChange(null);
              }}
            >
              {choice.label}
            </Button>
          );
        })}
      </div>
      {error && <FieldError id={id} message={error} />}
    </fieldset>
  );
};
