import { NumericField, type NumericFieldProps } from './numeric-field.tsx';
import { ReadOnlyField } from './read-only-field.tsx';

export interface NumericAnswerProps extends Omit<NumericFieldProps, 'copyText'> {
  readOnly: boolean;
  /** The value as it reads once formatted: the read-only text and what the copy button copies. */
  shown: string;
  enableCopy: boolean | null | undefined;
}

/** A number or money answer: its formatted text when read-only, the numeric field otherwise. */
export function NumericAnswer({ readOnly, shown, enableCopy, ...field }: NumericAnswerProps) {
  if (readOnly) {
    return (
      <ReadOnlyField id={field.id} error={field.error} className="tabular-nums">
        {shown}
      </ReadOnlyField>
    );
  }
  return <NumericField {...field} copyText={enableCopy ? shown : null} />;
}
