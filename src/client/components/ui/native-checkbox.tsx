import type * as React from 'react';
import { CheckIcon } from 'lucide-react';
import { withCallerClasses } from '../../lib/cn.ts';

/**
 * The browser's own checkbox, drawn like the Radix `Checkbox`. Form questions use it: a form shows hundreds
 * of them, and the Radix one renders twice as it mounts (it keeps its button in state) with a context and
 * a hidden input each, which made a 1000-question form noticeably slower to open. Being an `<input>`, it is
 * labelled by a plain `<label htmlFor>` and sent with a form like any other field.
 */
export function NativeCheckbox({
  className,
  checked,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'checked'> & { checked: boolean }) {
  return (
    <span data-slot="native-checkbox" className="relative inline-flex size-4 shrink-0">
      <input
        type="checkbox"
        checked={checked}
        className={withCallerClasses(
          'size-4 shrink-0 appearance-none rounded-[4px] border border-input bg-card shadow-xs checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      {checked && (
        <CheckIcon
          aria-hidden
          className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground"
        />
      )}
    </span>
  );
}
