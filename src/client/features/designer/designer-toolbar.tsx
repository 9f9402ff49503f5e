import { Switch } from '../../components/ui/switch.tsx';
import type { DesignerToggles } from './designer-preferences.ts';

const TOGGLE_LABELS: Record<keyof DesignerToggles, string> = {
  showQuestionCodes: 'Show Question Codes',
  splitPages: 'Split Pages',
  applyRules: 'Apply Rules',
};

/** The designer's toggles (spec 2.8), each a labelled switch. */
export function DesignerToolbar({
  toggles,
  onToggle,
}: {
  toggles: DesignerToggles;
  onToggle: (name: keyof DesignerToggles, value: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {(Object.keys(TOGGLE_LABELS) as (keyof DesignerToggles)[]).map((name) => (
        <label key={name} className="flex items-center gap-2 text-sm">
          <Switch checked={toggles[name]} onCheckedChange={(value) => onToggle(name, value)} />
          {TOGGLE_LABELS[name]}
        </label>
      ))}
    </div>
  );
}
