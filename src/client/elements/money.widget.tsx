import { DEFAULT_CURRENCY, formatMoney, MONEY_DECIMALS } from '../../shared/format/number-format.ts';
import { checkMoney, clampMoney } from '../../shared/validation/number.ts';
import type { ElementWidget } from './element-widget.ts';
import { NumericField } from './parts/numeric-field.tsx';
import { ReadOnlyField } from './parts/read-only-field.tsx';

/**
 * An amount with 2 decimals after a currency sign ('$' unless set). While typing, an amount out of range
 * (min defaults to 0) shows its 'Error Saving' message and is not reported; leaving the field pulls it back
 * into range and reports that.
 */
export const MoneyWidget: ElementWidget<'Money'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const { min, max, enableCopy } = element.properties;
  const currency = element.properties.currency || DEFAULT_CURRENCY;
  const shown = value === null ? '' : formatMoney(value, { currency });
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
      decimals={MONEY_DECIMALS}
      prefix={currency}
      check={(amount) => checkMoney(amount, { min, max })}
      clampOnBlur={(amount) => clampMoney(amount, { min, max })}
      copyText={enableCopy ? shown : null}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
};
