import type * as React from 'react';
import { UserRoundIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** The button that opens the user menu (the popover's trigger, and the same button while it downloads). */
export function UserMenuButton({
  loginName,
  ...props
}: { loginName: string } & React.ComponentProps<typeof Button>) {
  return (
    // Named by the visible name (hidden on phones but still read), then what the button opens.
    <Button variant="secondary" size="sm" {...props}>
      <UserRoundIcon aria-hidden />
      <span className="sr-only max-w-40 truncate sm:not-sr-only">{loginName}</span>
      <span className="sr-only">, user menu</span>
    </Button>
  );
}
