import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

// Dialogs and drawers are both Radix dialogs. These parts look the same in both; each file passes its own
// data-slot, so the two stay separate components for callers as shadcn has them.

/** The dimmed backdrop behind a dialog or drawer. */
export function ModalOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/40', className)} {...props} />;
}

/** The × in the top right corner that closes a dialog or drawer. */
export function ModalCloseButton() {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 [&_svg]:size-4"
    >
      <XIcon />
    </DialogPrimitive.Close>
  );
}

/** The title a dialog or drawer is named by. */
export function ModalTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

/** The line under the title that describes a dialog or drawer. */
export function ModalDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
