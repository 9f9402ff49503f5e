import type { FocusEvent } from 'react';

/**
 * A blur handler for a group of inputs that fires only when focus leaves the whole group, not when it
 * moves from one of its inputs to another (React's onBlur bubbles from every input inside).
 */
export function onLeaveGroup(callback: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    callback?.();
  };
}
