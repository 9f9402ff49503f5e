import { startTransition, useState } from 'react';

// A Properties panel field owns the text typed into it. A keystroke renders the field alone, in the key's own
// frame; the value goes to the generated form inside a transition, so the form deriving its state again (defaults,
// schema resolution, live validation), its other fields and the designer page around it render after that frame.
// Until the form hands back what was typed, the field keeps showing its own text.

/** The text a field shows while its values are on their way to the form. */
export interface TypedText {
  text: string;
  /** The values sent for this text and the texts before it, oldest first, the last one this text's. */
  sent: readonly unknown[];
  /** The form's value when it was last looked at. */
  seen: unknown;
}

/**
 * What the field shows once the form hands it `value`: still its own text while the value is one it sent (the
 * form's transitions commit the values in the order they were sent, or several at once), the form's value when
 * it is none of them (undo, another element's data, a reset), or nothing of its own when it had none.
 */
export function typedAfter(typed: TypedText | null, value: unknown): TypedText | null {
  if (!typed || Object.is(typed.seen, value)) return typed;
  const at = typed.sent.findIndex((sent) => Object.is(sent, value));
  return at < 0 ? null : { ...typed, sent: typed.sent.slice(at), seen: value };
}

/** The field's typed text after a keystroke that sends `value` to the form. */
export function typedWith(typed: TypedText | null, text: string, value: unknown, shown: unknown): TypedText {
  return { text, sent: [...(typed?.sent ?? []), value], seen: typed ? typed.seen : shown };
}

/**
 * A text field's shown text over the form's `value`, and its two edits: `type` shows the text at once and
 * hands its value to `onChange` in a transition; `settle` hands the shown text's value to the form at once (a
 * field losing the focus, before a click on Save, Undo or another element reads the draft) and leaves the
 * field showing the form's value again.
 */
export function useTypedText(
  value: unknown,
  textOf: (value: unknown) => string,
  onChange: (value: unknown) => void,
) {
  const [typed, setTyped] = useState<TypedText | null>(null);
  const current = typedAfter(typed, value);
  if (current !== typed) setTyped(current);
  return {
    text: current ? current.text : textOf(value),
    type: (text: string, next: unknown) => {
      setTyped((before) => typedWith(typedAfter(before, value), text, next, value));
      startTransition(() => onChange(next));
    },
    settle: (next: (text: string) => unknown) => {
      if (!current) return;
      setTyped(null);
      const last = next(current.text);
      if (!Object.is(last, value)) onChange(last);
    },
  };
}
