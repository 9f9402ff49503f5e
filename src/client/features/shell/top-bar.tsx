import type * as React from 'react';
import { Link } from '@tanstack/react-router';
import { LogInIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { orgInitials } from './shell-layout.ts';

export const productName = 'Business Tools';

export interface TopBarProps {
  /** The current organisation's name; the product name shows when there is none. */
  orgName?: string;
  /** An object URL of the organisation's logo; its initials stand in until there is one. */
  logoUrl?: string;
  signedIn: boolean;
  /** The user popover, for a signed-in person. */
  userMenu?: React.ReactNode;
  /** The Menu button that opens the side menu on a phone. */
  phoneMenu?: React.ReactNode;
  onSignIn: () => void;
}

/** The header: the organisation's logo (a link home), its name as the title, and the user popover. */
export function TopBar({ orgName, logoUrl, signedIn, userMenu, phoneMenu, onSignIn }: TopBarProps) {
  const title = orgName ?? productName;
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 bg-header px-4 text-header-foreground shadow-sm">
      {phoneMenu}
      {/* The link's name is what it shows: the organisation's logo and name, leading home. */}
      <Link to="/" className="flex min-w-0 items-center gap-3 rounded-md">
        {logoUrl ? (
          <img src={logoUrl} alt={`${title} logo`} className="h-10 max-w-[200px] shrink-0 object-contain" />
        ) : (
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-sm font-semibold text-primary-foreground"
          >
            {orgInitials(title)}
          </span>
        )}
        <span className="truncate text-lg font-semibold tracking-tight">{title}</span>
      </Link>
      <div className="ml-auto flex items-center gap-3">
        {signedIn ? (
          userMenu
        ) : (
          <Button variant="secondary" size="sm" asChild>
            <a
              href="/landing"
              onClick={(event) => {
                event.preventDefault();
                onSignIn();
              }}
            >
              <LogInIcon />
              Sign in
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}
