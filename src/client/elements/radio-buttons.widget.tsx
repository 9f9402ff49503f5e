import { NATIVE_RADIO } from '../components/ui/native-choice.ts';
import { RadioStrip, RadioStripItem } from '../components/ui/radio-strip.tsx';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { labelOf } from './parts/options.ts';
import { onLeaveGroup } from './parts/leave-group.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';

/**
 * One choice among labelled options: radio buttons one under another, or a strip of joined buttons.
 * Both are one radio group (arrow keys move the choice); a choice cannot be cleared, only changed.
 */
export const RadioButtonsWidget: ElementWidget<'RadioButtons'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const options = element.properties.radioButtonOptions ?? [];
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value === null ? null : labelOf(options, value)}
      </ReadOnlyField>
    );
  }
  const common = {
    id,
    // The renderer's <label> cannot name a group, so the group carries the question's label itself.
    'aria-label': element.label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId(id)),
    onBlur: onLeaveGroup(onBlur),
  };

  return (
    <div data-slot="radio-buttons" className="grid gap-1">
      {element.properties.displayFormat === 'ButtonStrip' ? (
        <RadioStrip
          {...common}
          // Radix leaves the group uncontrolled for undefined, so "no answer" is the empty string.
          value={value ?? ''}
          onValueChange={(next) => onChange(next === '' ? null : next)}
        >
          {options.map((option) => (
            <RadioStripItem key={option.value} value={option.value}>
              {option.label}
            </RadioStripItem>
          ))}
        </RadioStrip>
      ) : (
        // The browser's own radios, one group by name: a long form shows hundreds of them.
        <div role="radiogroup" data-slot="radio-group" className="grid gap-2 py-1" {...common}>
          {options.map((option, index) => (
            <div key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                data-slot="native-radio"
                className={NATIVE_RADIO}
                id={`${id}-${index}`}
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={`${id}-${index}`} className="text-sm">
                {option.label}
              </label>
            </div>
          ))}
        </div>
      )}
      {error && <FieldError id={id} message={error} />}
    </div>
  );
};
