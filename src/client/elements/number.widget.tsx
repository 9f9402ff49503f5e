import { formatNumber } from '../../shared/format/number-format.ts';
import { checkAnswer } from '../../shared/elements/answer-checks.ts';
import type { ElementWidget } from './element-widget.ts';
import { NumericAnswer } from './parts/numeric-answer.tsx';

/**
 * A number with 0, 2 or 3 decimals, shown en-CA. Out of range shows 'Error Saving: Must be …' and is not
 * saved; a reported value is rounded to the question's decimals so what is saved is what is shown.
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
      // The same check the renderer runs before saving and the server on every write.
      check={(amount) => checkAnswer(element, amount) ?? null}
      // The schema turns the up and down controls on unless the designer turned them off.
      stepper={(showControls ?? true) ? { min, max } : null}
    />
  );
};
