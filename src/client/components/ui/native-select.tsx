import type * as React from 'react';
import { withCallerClasses } from '../../lib/cn.ts';

/**
 * The browser's own <select>, styled like the other inputs. Form questions use it rather than the Radix
 * Select: it is labelled by a plain <label htmlFor>, works with autofill and on phones opens the system
 * picker, and long option lists scroll natively.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    // The chevron is the wrapper's ::after, drawn by the stylesheet (icon-mask in styles.css): no element of
    // its own for each of a form's selects.
    <div
      data-slot="native-select-wrapper"
      className="relative w-full after:icon-mask after:icon-chevron-down after:pointer-events-none after:absolute after:right-2.5 after:top-1/2 after:size-4 after:-translate-y-1/2 after:opacity-50"
    >
      <select
        data-slot="native-select"
        className={withCallerClasses(
          'flex h-9 w-full appearance-none rounded-md border border-input bg-card py-1 pl-3 pr-8 text-sm shadow-xs disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
