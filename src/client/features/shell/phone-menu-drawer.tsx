import { Drawer, DrawerContent, DrawerTitle } from '../../components/ui/drawer.tsx';
import type { MenuSection } from './menu-model.ts';
import { SideMenu } from './side-menu.tsx';

export interface PhoneMenuDrawerProps {
  sections: readonly MenuSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The side menu in a drawer from the left, for phones. */
export function PhoneMenuDrawer({ sections, open, onOpenChange }: PhoneMenuDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent side="left" width="16rem" aria-describedby={undefined}>
        <DrawerTitle className="sr-only">Menu</DrawerTitle>
        <SideMenu
          sections={sections}
          onNavigate={() => onOpenChange(false)}
          className="w-full border-r-0 pt-12"
        />
      </DrawerContent>
    </Drawer>
  );
}
