import { useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Drawer, DrawerContent, DrawerTitle } from '../../components/ui/drawer.tsx';
import type { MenuSection } from './menu-model.ts';
import { SideMenu } from './side-menu.tsx';

/** On a phone the side menu would leave no room for the page: it opens from a Menu button instead. */
export function PhoneMenu({ sections }: { sections: readonly MenuSection[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer open={open} onOpenChange={setOpen}>
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
      <DrawerContent side="left" width="16rem" aria-describedby={undefined}>
        <DrawerTitle className="sr-only">Menu</DrawerTitle>
        <SideMenu sections={sections} onNavigate={() => setOpen(false)} className="w-full border-r-0 pt-12" />
      </DrawerContent>
    </Drawer>
  );
}
