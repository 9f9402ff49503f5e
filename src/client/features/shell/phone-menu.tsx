import { Suspense, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { lazyComponent, usePreloadedAfterPaint } from '../../lib/lazy-component.tsx';
import type { MenuSection } from './menu-model.ts';

// The drawer (and the dialog library under it) is downloaded once the page has painted; a press before then
// opens it as soon as it is there.
const PhoneMenuDrawer = lazyComponent(async () => (await import('./phone-menu-drawer.tsx')).PhoneMenuDrawer);

/** On a phone the side menu would leave no room for the page: it opens from a Menu button instead. */
export function PhoneMenu({ sections }: { sections: readonly MenuSection[] }) {
  const [open, setOpen] = useState(false);
  const ready = usePreloadedAfterPaint(PhoneMenuDrawer.preload);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="md:hidden"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon aria-hidden />
        Menu
      </Button>
      {(ready || open) && (
        <Suspense fallback={null}>
          <PhoneMenuDrawer sections={sections} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
