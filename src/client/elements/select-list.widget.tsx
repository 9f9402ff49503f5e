import { NativeSelect } from '../components/ui/native-select.tsx';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { labelOf, withSavedValue } from './parts/options.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';

/**
 * One choice from a drop-down. The first entry is the question's noneText (blank when unset); choosing it
 * removes the answer (null).
 */
export const SelectListWidget: ElementWidget<'SelectList'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const options = element.properties.selectListOptions ?? [];
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value === null ? null : labelOf(options, value)}
      </ReadOnlyField>
    );
  }
  return (
    <div data-slot="select-list" className="grid gap-1">
      <NativeSelect
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(id))}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{element.properties.noneText ?? ''}</option>
        {withSavedValue(options, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && <FieldError id={id} message={error} />}
    </div>
  );
};
