import type { ReactNode } from 'react';
import { formatNumber, parseNumber, roundTo } from '../../../shared/format/number-format.ts';
import {
  UNREADABLE_TEXT,
  unreadableDraft,
  type UnreadableDraft,
} from '../../../shared/machines/form/answer-value.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { CopyButton } from './copy-button.tsx';
import { describedBy, errorId, FieldError } from './field-error.tsx';
import { useLocalDraft } from './use-local-draft.ts';

export interface NumericFieldProps {
  id: string;
  value: number | null;
  /** The renderer's message (a failed save); shown in preference to the widget's own. */
  error: string | null;
  decimals: number;
  /** Currency shown before the input (Money). */
  prefix?: string;
  /** The 'Error Saving: …' message for an amount out of range, or null. */
  check: (value: number) => string | null;
  /** Money pulls an out-of-range amount back into range when the field is left. */
  clampOnBlur?: (value: number) => number;
  /** Up and down buttons, stepping by one unit and stopping at the bounds. */
  stepper?: { min?: number | null; max?: number | null } | null;
  /** What the copy button copies, or null for no copy button. */
  copyText: string | null;
  /** Every edit: the amount (in range or not, so the renderer knows what was typed past), or the unreadable text. */
  onChange: (value: number | UnreadableDraft | null) => void;
  onBlur?: () => void;
}

const editText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A number typed as text: plain while focused, en-CA with thousands separators once left. Every edit is
 * reported, so an amount typed past is never saved; amounts out of range or unreadable stay on screen with
 * their message and the renderer does not save them.
 */
export function NumericField(props: NumericFieldProps) {
  const { id, value, decimals, check } = props;
  const { draft, setDraft, focused, onFocus, onBlur: leave } = useLocalDraft(editText(value));
  const parsed = parseNumber(draft, props.prefix);
  const unreadable = draft.trim() !== '' && parsed === null;
  const rangeError = parsed === null ? null : check(roundTo(parsed, decimals));
  const ownError = rangeError ?? (unreadable && !focused ? UNREADABLE_TEXT : null);
  // The field's own message is the most precise; the renderer's covers failed saves. While an unreadable
  // draft is being typed, the renderer's 'Invalid Input' waits for the field to be left, as the field's does.
  const message = ownError ?? (unreadable ? null : props.error);
  const shown =
    focused || ownError || unreadable || value === null ? draft : formatNumber(value, { decimals });

  const report = (text: string) => {
    setDraft(text);
    const amount = parseNumber(text, props.prefix);
    if (text.trim() === '') props.onChange(null);
    else if (amount === null) props.onChange(unreadableDraft(text));
    else props.onChange(roundTo(amount, decimals));
  };
  const blur = () => {
    leave();
    if (props.clampOnBlur && parsed !== null) {
      const kept = props.clampOnBlur(parsed);
      setDraft(editText(kept));
      if (kept !== value) props.onChange(kept);
    }
    props.onBlur?.();
  };
  const base = parsed ?? value;
  const step = (direction: 1 | -1) => {
    // From an empty field the first step lands on the minimum (or 0), a value the question accepts.
    const next = base === null ? (props.stepper?.min ?? 0) : roundTo(base + direction, decimals);
    report(editText(next));
  };
  const { min: lowest, max: highest } = props.stepper ?? {};
  const atMin = base !== null && lowest != null && base - 1 < lowest;
  const atMax = base !== null && highest != null && base + 1 > highest;

  let input: ReactNode = (
    <Input
      id={id}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      value={shown}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(message && errorId(id))}
      figures="numbers"
      joined={props.prefix ? 'start' : undefined}
      onFocus={onFocus}
      onBlur={blur}
      onChange={(event) => report(event.target.value)}
    />
  );
  if (props.prefix) {
    input = (
      <div className="flex w-full">
        <span
          aria-hidden
          className="flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm"
        >
          {props.prefix}
        </span>
        {input}
      </div>
    );
  }
  return (
    <div data-slot="numeric-field" className="grid gap-1">
      <div className="flex items-center gap-1">
        {input}
        {props.stepper && (
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label="Decrease"
              disabled={atMin}
              onClick={() => step(-1)}
            >
              <span aria-hidden className="icon-mask icon-minus size-4" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Increase"
              disabled={atMax}
              onClick={() => step(1)}
            >
              <span aria-hidden className="icon-mask icon-plus size-4" />
            </Button>
          </>
        )}
        {props.copyText !== null && <CopyButton text={props.copyText} />}
      </div>
      {message && <FieldError id={id} message={message} />}
    </div>
  );
}
