import { formatNumber } from '../../shared/format/number-format.ts';
import { checkNumber } from '../../shared/validation/number.ts';
import type { ElementWidget } from './element-widget.ts';
import { NumericAnswer } from './parts/numeric-answer.tsx';

/**
 * A number with 0, 2 or 3 decimals, shown en-CA. Out of range shows 'Error Saving: Must be …' and is not
 * reported; a reported value is rounded to the question's decimals so what is saved is what is shown.
 */
export const NumberWidget: ElementWidget<'Number'> = ({ element, ...field }) => {
  const { min, max, precision, enableCopy, showControls } = element.properties;
  const decimals = precision ?? 0;
  return (
    <NumericAnswer
      {...field}
      shown={field.value === null ? '' : formatNumber(field.value, { decimals })}
      enableCopy={enableCopy}
      decimals={decimals}
      check={(amount) => checkNumber(amount, { min, max })}
      // The schema turns the up and down controls on unless the designer turned them off.
      stepper={(showControls ?? true) ? { min, max } : null}
    />
  );
};
