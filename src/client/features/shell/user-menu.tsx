import { Suspense, useState } from 'react';
import { lazyComponent, usePreloadedAfterPaint } from '../../lib/lazy-component.tsx';
import { UserMenuButton } from './user-menu-button.tsx';
import type { UserPopoverProps } from './user-popover.tsx';

// The popover (and the positioning library under it) is downloaded once the page has painted; until then
// the same button stands in, and a press on it opens the menu as soon as it is there.
const UserPopover = lazyComponent(async () => (await import('./user-popover.tsx')).UserPopover);

/** The user menu of the top bar (spec 2): the button at once, the popover behind it after the first paint. */
export function UserMenu(props: Omit<UserPopoverProps, 'initiallyOpen'>) {
  const [pressed, setPressed] = useState(false);
  const ready = usePreloadedAfterPaint(UserPopover.preload);
  const button = <UserMenuButton loginName={props.userInfo.loginName} onClick={() => setPressed(true)} />;
  if (!ready && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserPopover {...props} initiallyOpen={pressed} />
    </Suspense>
  );
}
