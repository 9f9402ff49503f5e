import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { withCallerClasses } from '../../lib/cn.ts';

// What the form's own widgets change about an input is a variant rather than a caller's class, so the
// classes need no merging as a form opens (withCallerClasses); other callers still pass className.
const inputVariants = cva(
  'flex h-9 min-w-0 rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted aria-invalid:border-destructive file:border-0 file:bg-transparent file:text-sm file:font-medium',
  {
    variants: {
      /** The column's width, or the width of the browser's own control (a date). */
      fit: { column: 'w-full', content: 'w-auto' },
      /** Numbers line up on the right, in figures of one width. */
      figures: { numbers: 'text-right tabular-nums' },
      /** Squared on the left where a prefix (a currency) is drawn against it. */
      joined: { start: 'rounded-l-none' },
    },
    defaultVariants: { fit: 'column' },
  },
);

export function Input({
  className,
  type,
  fit,
  figures,
  joined,
  ...props
}: React.ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={withCallerClasses(inputVariants({ fit, figures, joined }), className)}
      {...props}
    />
  );
}
