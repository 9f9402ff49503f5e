import { Link } from '@tanstack/react-router';
import { LogInIcon, LogOutIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { orgInitials } from './shell-layout.ts';

export const productName = 'Business Tools';

export interface TopBarProps {
  /** The current organisation's name; the product name shows when there is none. */
  orgName?: string;
  signedIn: boolean;
  /** Who is signed in, for the corner of the bar. */
  userLabel?: string;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** The header: the organisation's badge (a link home), its name as the title, and the sign-in controls. */
export function TopBar({ orgName, signedIn, userLabel, onSignIn, onSignOut }: TopBarProps) {
  const title = orgName ?? productName;
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 bg-header px-4 text-header-foreground shadow-sm">
      <Link to="/" aria-label={`${title} home`} className="flex items-center gap-3 rounded-md">
        {/* No logo yet: the organisation's initials stand in for it. */}
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-md bg-primary text-sm font-semibold text-primary-foreground"
        >
          {orgInitials(title)}
        </span>
      </Link>
      <span className="truncate text-lg font-semibold tracking-tight">{title}</span>
      <div className="ml-auto flex items-center gap-3">
        {signedIn ? (
          <>
            {userLabel && <span className="hidden text-sm opacity-80 sm:inline">{userLabel}</span>}
            <Button variant="secondary" size="sm" onClick={onSignOut}>
              <LogOutIcon />
              Sign out
            </Button>
          </>
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
