import type * as React from 'react';
import { withCallerClasses } from '../../lib/cn.ts';

/**
 * The browser's own radio button, drawn like the Radix `RadioGroupItem`. Radios sharing a `name` are one
 * group: arrow keys move the choice and Tab enters at the chosen one, as in the Radix group, without its
 * roving-focus bookkeeping and second render per item (a long form shows hundreds of them).
 *
 * The dot is the input's own ::before (a radio without the browser's appearance shows its pseudo-elements),
 * so a radio is one element and choosing it adds none. Its colours are printed even where the browser leaves
 * backgrounds out, so a printed answer shows its choice.
 */
export function NativeRadio({
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'checked'> & { checked: boolean }) {
  return (
    <input
      type="radio"
      data-slot="native-radio"
      className={withCallerClasses(
        'grid size-4 shrink-0 appearance-none place-content-center rounded-full border border-input bg-card shadow-xs checked:border-primary checked:before:size-2 checked:before:rounded-full checked:before:bg-primary disabled:cursor-not-allowed disabled:opacity-50 [print-color-adjust:exact]',
        className,
      )}
      {...props}
    />
  );
}
