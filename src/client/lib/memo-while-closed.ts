import { memo, type ComponentType } from 'react';

/**
 * A dialog or drawer that does not render again while it stays closed: closed, it shows nothing of its props,
 * so a page that renders often (the designer at each drop) need not render its closed dialogs, whose callbacks
 * are new at each render. Opening it, or any change while it is open, renders it as usual.
 */
export function memoWhileClosed<Props extends { open: boolean }>(component: ComponentType<Props>) {
  return memo(component, (before, after) => !before.open && !after.open);
}
