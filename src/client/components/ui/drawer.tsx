import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useModalFocus } from './modal-focus.ts';
import { ModalCloseButton, ModalDescription, ModalOverlay, ModalTitle } from './modal-parts.tsx';

// A side sheet: the editors (organisation, group, user, preferences) open in one from the right.
export function Drawer(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="drawer" {...props} />;
}

export function DrawerTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

export function DrawerClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}

/** The panel; `width` is any CSS width ('80%' for preferences, '85%' is the spec's default). */
export function DrawerContent({
  className,
  children,
  width = '85%',
  side = 'right',
  style,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  width?: string | number;
  side?: 'left' | 'right';
}) {
  const focus = useModalFocus();
  return (
    <DialogPrimitive.Portal>
      <ModalOverlay data-slot="drawer-overlay" />
      <DialogPrimitive.Content
        data-slot="drawer-content"
        style={{ width, ...style }}
        onOpenAutoFocus={onOpenAutoFocus ?? focus.onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus ?? focus.onCloseAutoFocus}
        className={cn(
          'fixed inset-y-0 z-50 flex max-w-full flex-col bg-card shadow-xl',
          side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
          className,
        )}
        {...props}
      >
        {children}
        <ModalCloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DrawerHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="drawer-header"
      className={cn('flex flex-col gap-1 border-b p-5 pr-12', className)}
      {...props}
    />
  );
}

export function DrawerBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="drawer-body" className={cn('flex-1 overflow-y-auto p-5', className)} {...props} />;
}

export function DrawerFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="drawer-footer"
      className={cn('flex justify-end gap-2 border-t p-4', className)}
      {...props}
    />
  );
}

export function DrawerTitle(props: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <ModalTitle data-slot="drawer-title" {...props} />;
}

export function DrawerDescription(props: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <ModalDescription data-slot="drawer-description" {...props} />;
}
