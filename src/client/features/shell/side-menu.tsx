import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn.ts';
import type { MenuSection } from './menu-model.ts';

export interface SideMenuProps {
  sections: readonly MenuSection[];
  /** Called when an item is chosen (the phone menu closes then). */
  onNavigate?: () => void;
  className?: string;
}

/** The side menu; the caller passes only the sections the viewer may see (visibleMenu). */
export function SideMenu({ sections, onNavigate, className }: SideMenuProps) {
  return (
    <nav
      aria-label="Main menu"
      className={cn('flex w-56 shrink-0 flex-col gap-4 overflow-y-auto border-r bg-card p-3', className)}
    >
      {sections.map((section) => (
        <section
          key={section.title}
          aria-labelledby={`menu-${section.title}`}
          className="flex flex-col gap-1"
        >
          <h2
            id={`menu-${section.title}`}
            className="px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {section.title}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  className="block rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground"
                  activeProps={{
                    className: 'bg-accent font-medium text-accent-foreground',
                    'aria-current': 'page',
                  }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
