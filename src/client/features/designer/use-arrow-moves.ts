import { useEffect, useRef } from 'react';
import type { ArrowDirection } from './arrow-moves.ts';

/** Shortcuts work only from the page body or a button (spec 2.8), never while typing in a field. */
function fromBodyOrButton(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  return target === document.body || target.tagName === 'BUTTON';
}

/**
 * Alt+ArrowUp and Alt+ArrowDown move the selected element one place (see arrowMovePlacement), while
 * `enabled` (something selected and the form editable) and no dialog is open.
 */
export function useArrowMoves(enabled: boolean, move: (direction: ArrowDirection) => void) {
  const latest = useRef(move);
  useEffect(() => {
    latest.current = move;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      if (!fromBodyOrButton(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      latest.current(event.key === 'ArrowUp' ? 'up' : 'down');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
