import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useModalFocus } from './modal-focus.ts';
import { ModalCloseButton, ModalDescription, ModalOverlay, ModalTitle } from './modal-parts.tsx';

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay(props: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <ModalOverlay data-slot="dialog-overlay" {...props} />;
}

/**
 * A centred modal. The spec sizes dialogs at 500 or 600 px, hence `width`; showClose=false suits blocking
 * alerts that only the app may close.
 */
export function DialogContent({
  className,
  children,
  width = 500,
  showClose = true,
  style,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { width?: number | string; showClose?: boolean }) {
  const focus = useModalFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        style={{ width, ...style }}
        onOpenAutoFocus={onOpenAutoFocus ?? focus.onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus ?? focus.onCloseAutoFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        {showClose && <ModalCloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <ModalTitle data-slot="dialog-title" className={cn('leading-none', className)} {...props} />;
}

export function DialogDescription(props: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <ModalDescription data-slot="dialog-description" {...props} />;
}
