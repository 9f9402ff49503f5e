import { formatNumber } from '../../shared/format/number-format.ts';
import { checkNumber } from '../../shared/validation/number.ts';
import type { ElementWidget } from './element-widget.ts';
import { NumericField } from './parts/numeric-field.tsx';
import { ReadOnlyField } from './parts/read-only-field.tsx';

/**
 * A number with 0, 2 or 3 decimals, shown en-CA. Out of range shows 'Error Saving: Must be …' and is not
 * reported; a reported value is rounded to the question's decimals so what is saved is what is shown.
 */
export const NumberWidget: ElementWidget<'Number'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const { min, max, precision, enableCopy, showControls } = element.properties;
  const decimals = precision ?? 0;
  const shown = value === null ? '' : formatNumber(value, { decimals });
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error} className="tabular-nums">
        {shown}
      </ReadOnlyField>
    );
  }
  return (
    <NumericField
      id={id}
      value={value}
      error={error}
      decimals={decimals}
      check={(amount) => checkNumber(amount, { min, max })}
      // The schema turns the up and down controls on unless the designer turned them off.
      stepper={(showControls ?? true) ? { min, max } : null}
      copyText={enableCopy ? shown : null}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
};
