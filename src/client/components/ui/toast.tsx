import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The one place toasts render, top right under the header. Error toasts are persistent (spec: they stay until closed), so every toast
 * gets a close button; colours follow the theme variables.
 */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      data-slot="toaster"
      position="top-right"
      // Below the top bar, so a toast never covers Sign out.
      offset={{ top: 64, right: 16 }}
      closeButton
      richColors
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { toast } from 'sonner';
