import type * as React from 'react';
import { withCallerClasses } from '../../lib/cn.ts';

/**
 * The browser's own radio button, drawn like the Radix `RadioGroupItem`. Radios sharing a `name` are one
 * group: arrow keys move the choice and Tab enters at the chosen one, as in the Radix group, without its
 * roving-focus bookkeeping and second render per item (a long form shows hundreds of them).
 */
export function NativeRadio({
  className,
  checked,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'checked'> & { checked: boolean }) {
  return (
    <span data-slot="native-radio" className="relative inline-flex size-4 shrink-0">
      <input
        type="radio"
        checked={checked}
        className={withCallerClasses(
          'size-4 shrink-0 appearance-none rounded-full border border-input bg-card shadow-xs checked:border-primary disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
      {checked && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 m-auto size-2 rounded-full bg-primary"
        />
      )}
    </span>
  );
}
