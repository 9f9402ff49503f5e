import { ListChecks } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Opens the 'Edit Rules' drawer from the Design tab (also the r key). */
export function EditRulesButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={onOpen}>
      <ListChecks /> Edit Rules
    </Button>
  );
}
