import { useState } from 'react';

const editable =
  'input:not([readonly]):not([disabled]):not([type="hidden"]), textarea:not([readonly]):not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** The element to give focus back to: what had it when the modal opened, or the trigger of the popover it was in. */
function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // A command inside a popover ('Preferences' in the user menu) disappears with the popover: its trigger stays.
  const popover = active.closest<HTMLElement>('[data-slot="popover-content"]');
  const trigger = popover?.id ? document.querySelector<HTMLElement>(`[aria-controls="${popover.id}"]`) : null;
  return trigger ?? active;
}

/**
 * Focus handling of modals opened from state rather than a Radix trigger (the editors' drawers): the first
 * field one can change takes the focus (a read-only field would take it with its text selected), and on
 * closing — Escape, Cancel or the corner button — the focus returns to the button that opened the modal.
 */
export function useModalFocus() {
  const [returnTo] = useState(opener);
  return {
    onOpenAutoFocus(event: Event) {
      const content = event.currentTarget;
      if (!(content instanceof HTMLElement)) return;
      event.preventDefault();
      const first = content.querySelector<HTMLElement>(editable);
      (first ?? content).focus({ preventScroll: true });
    },
    onCloseAutoFocus(event: Event) {
      if (!returnTo?.isConnected) return;
      event.preventDefault();
      returnTo.focus({ preventScroll: true });
    },
  };
}
