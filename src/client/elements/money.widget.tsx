import { DEFAULT_CURRENCY, formatMoney, MONEY_DECIMALS } from '../../shared/format/number-format.ts';
import { checkAnswer } from '../../shared/elements/answer-checks.ts';
import { clampMoney } from '../../shared/validation/number.ts';
import type { ElementWidget } from './element-widget.ts';
import { NumericAnswer } from './parts/numeric-answer.tsx';

/**
 * An amount with 2 decimals after a currency sign ('$' unless set). While typing, an amount out of range
 * (min defaults to 0) shows its 'Error Saving' message and is not saved; leaving the field pulls it back
 * into range and reports that.
 */
export const MoneyWidget: ElementWidget<'Money'> = ({ element, ...field }) => {
  const { min, max, enableCopy } = element.properties;
  const currency = element.properties.currency || DEFAULT_CURRENCY;
  return (
    <NumericAnswer
      {...field}
      shown={field.value === null ? '' : formatMoney(field.value, { currency })}
      enableCopy={enableCopy}
      decimals={MONEY_DECIMALS}
      prefix={currency}
      // The same check the renderer runs before saving and the server on every write.
      check={(amount) => checkAnswer(element, amount) ?? null}
      clampOnBlur={(amount) => clampMoney(amount, { min, max })}
    />
  );
};
