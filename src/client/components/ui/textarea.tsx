import type * as React from 'react';
import { withCallerClasses } from '../../lib/cn.ts';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={withCallerClasses(
        'flex min-h-16 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
