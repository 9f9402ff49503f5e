import type * as React from 'react';
import { withCallerClasses } from '../../lib/cn.ts';

/**
 * The browser's own checkbox, drawn like the Radix `Checkbox`. Form questions use it: a form shows hundreds
 * of them, and the Radix one renders twice as it mounts (it keeps its button in state) with a context and
 * a hidden input each, which made a 1000-question form noticeably slower to open. Being an `<input>`, it is
 * labelled by a plain `<label htmlFor>` and sent with a form like any other field.
 *
 * The tick is the input's own ::before, drawn by the stylesheet (icon-mask in styles.css; a checkbox without
 * the browser's appearance shows its pseudo-elements), so a checkbox is one element and ticking it adds none.
 * Its colours are printed even where the browser leaves backgrounds out, so a printed answer shows its tick.
 */
export function NativeCheckbox({
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'checked'> & { checked: boolean }) {
  return (
    <input
      type="checkbox"
      data-slot="native-checkbox"
      className={withCallerClasses(
        'grid size-4 shrink-0 appearance-none place-content-center rounded-[4px] border border-input bg-card shadow-xs checked:border-primary checked:bg-primary checked:before:icon-mask checked:before:icon-check checked:before:size-3.5 checked:before:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50 [print-color-adjust:exact] aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
