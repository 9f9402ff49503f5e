import { useEffect } from 'react';

export interface DesignerShortcuts {
  openTips: () => void;
  toggleQuestionCodes: () => void;
  closePanel: () => void;
  openRules: () => void;
}

/** True when the key press comes from the page body or a button, where the spec lets shortcuts work. */
function fromBodyOrButton(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  return target === document.body || target.tagName === 'BUTTON';
}

/**
 * The designer's shortcut keys (spec 2.8): / or ? open the keyboard tips, q toggles question codes, Escape
 * closes the element properties panel, r opens the 'Edit Rules' drawer.
 */
export function useDesignerShortcuts(shortcuts: DesignerShortcuts) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || !fromBodyOrButton(event.target)) return;
      // An open dialog owns the keyboard.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (event.key === '/' || event.key === '?') {
        event.preventDefault();
        shortcuts.openTips();
      } else if (event.key === 'q') shortcuts.toggleQuestionCodes();
      else if (event.key === 'r') shortcuts.openRules();
      else if (event.key === 'Escape') shortcuts.closePanel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts]);
}
