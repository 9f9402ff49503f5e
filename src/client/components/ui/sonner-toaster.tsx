import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The one place toasts render (downloaded after the first screen; `./toast.tsx` mounts it). Error toasts are persistent (spec: they stay until closed), so every toast
 * gets a close button; colours follow the theme variables.
 *
 * Bottom left, above the height of a drawer's footer: the list toolbars' 'New …' buttons, the user menu and
 * the response viewer's display mode sit at the top, the side menu's items at the top left, and the drawers'
 * Save / Cancel / Delete at the very bottom, so a toast (hovered or not) covers none of them.
 */
export function SonnerToaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      data-slot="toaster"
      position="bottom-left"
      // As wide as the side menu and over it, so on a desktop a toast never covers the page's own fields.
      offset={{ bottom: 80, left: 8 }}
      mobileOffset={{ bottom: 80, left: 12, right: 12 }}
      closeButton
      richColors
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--width': '13rem',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { toast } from 'sonner';
