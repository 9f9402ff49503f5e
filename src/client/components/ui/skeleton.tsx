import type * as React from 'react';
import { withCallerClasses } from '../../lib/cn.ts';

/** A pulsing placeholder shown while data loads; aria-hidden because the loading text says it for readers. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={withCallerClasses('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
