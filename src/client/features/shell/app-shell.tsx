import type * as React from 'react';
import { infoBarFor, isPdfPath } from './shell-layout.ts';

export interface AppShellProps {
  pathname: string;
  header: React.ReactNode;
  /** The side menu, or nothing when the viewer has no menu items (the menu is then hidden). */
  menu?: React.ReactNode;
  children: React.ReactNode;
}

/** Top bar, side menu, info bar and page; PDF pages get the page alone, as it is printed. */
export function AppShell({ pathname, header, menu, children }: AppShellProps) {
  if (isPdfPath(pathname)) return <main className="min-h-full bg-card">{children}</main>;
  const info = infoBarFor(pathname);
  return (
    <div className="flex h-full flex-col">
      {header}
      <div className="flex min-h-0 flex-1">
        {menu && <div className="hidden md:flex">{menu}</div>}
        <main className="flex min-w-0 flex-1 flex-col overflow-y-auto">
          {info && (
            <div
              role="note"
              aria-label="Info bar"
              className="border-b bg-secondary px-6 py-1.5 text-sm font-medium text-secondary-foreground"
            >
              {info}
            </div>
          )}
          <div className="flex-1 p-4 md:p-6">{children}</div>
        </main>
      </div>
    </div>
  );
}
