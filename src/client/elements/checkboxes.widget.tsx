import { NATIVE_CHECKBOX } from '../components/ui/native-choice.ts';
import { clsx } from 'clsx';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { labelOf } from './parts/options.ts';
import { onLeaveGroup } from './parts/leave-group.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';

/**
 * Any number of labelled options, one under another or, compact, side by side. Reports the ticked values
 * in the order the options are listed, or null when none is ticked. hideHeader is the renderer's to
 * apply (it hides the question label); the group keeps the label for screen readers either way.
 */
export const CheckboxesWidget: ElementWidget<'Checkboxes'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const options = element.properties.checkboxOptions ?? [];
  const ticked = value ?? [];
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {ticked.map((item) => labelOf(options, item)).join(', ')}
      </ReadOnlyField>
    );
  }
  const toggle = (optionValue: string, checked: boolean) => {
    // Values no longer among the options are kept: the person did not untick them.
    const kept = new Set(ticked.filter((item) => item !== optionValue));
    if (checked) kept.add(optionValue);
    const listed = options.map((option) => option.value).filter((item) => kept.has(item));
    const next = [...listed, ...[...kept].filter((item) => !listed.includes(item))];
    onChange(next.length > 0 ? next : null);
  };
  const compact = element.properties.checkboxOptionsDisplayFormat === 'Compact';

  return (
    <fieldset
      id={id}
      data-slot="checkboxes"
      className="grid gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(id))}
      onBlur={onLeaveGroup(onBlur)}
    >
      <legend className="sr-only">{element.label}</legend>
      <div className={clsx('py-1', compact ? 'flex flex-wrap gap-x-4 gap-y-1' : 'grid gap-2')}>
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              data-slot="native-checkbox"
              className={NATIVE_CHECKBOX}
              id={`${id}-${index}`}
              checked={ticked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${index}`} className="text-sm">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error && <FieldError id={id} message={error} />}
    </fieldset>
  );
};
