import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { withCallerClasses } from '../../lib/cn.ts';

// The placeholders a form draws as it opens are variants rather than a caller's classes, so they need no
// merging (withCallerClasses); other callers still size the placeholder with className.
const skeletonVariants = cva('animate-pulse rounded-md bg-muted', {
  variants: {
    /** What the placeholder stands for: a form's page, or one question's control. */
    standsFor: { page: 'h-40 w-full', field: 'h-9 w-full' },
  },
});

/** A pulsing placeholder shown while data loads; aria-hidden because the loading text says it for readers. */
export function Skeleton({
  className,
  standsFor,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={withCallerClasses(skeletonVariants({ standsFor }), className)}
      {...props}
    />
  );
}
