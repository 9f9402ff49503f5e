import type * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { withCallerClasses } from '../../lib/cn.ts';

/** A row of joined buttons that behaves as a radio group (arrow keys move, one is chosen). */
export function RadioStrip({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-strip"
      className={withCallerClasses('inline-flex flex-wrap rounded-md shadow-xs', className)}
      {...props}
    />
  );
}

/** One button of a RadioStrip; its children are the visible label. */
export function RadioStripItem({
  className,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-strip-item"
      className={withCallerClasses(
        '-ml-px h-9 border border-input bg-card px-4 text-sm font-medium first:ml-0 first:rounded-l-md last:rounded-r-md hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:z-10 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
}
