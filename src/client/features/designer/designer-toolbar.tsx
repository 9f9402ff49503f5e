import { memo } from 'react';
import { Switch } from '../../components/ui/switch.tsx';
import type { DesignerToggles } from './designer-preferences.ts';

const TOGGLE_LABELS: Record<keyof DesignerToggles, string> = {
  showQuestionCodes: 'Show Question Codes',
  autosave: 'Autosave Form',
  splitPages: 'Split Pages',
  applyRules: 'Apply Rules',
  showArchived: 'Show Archived',
};

/**
 * The designer's toggles (spec 2.8), each a labelled switch. Show Archived carries the count of archived
 * elements and is shown only when there are some. Memoised: a keystroke's draft leaves its props as they were.
 */
export const DesignerToolbar = memo(function DesignerToolbar({
  toggles,
  onToggle,
  archivedCount,
  status,
}: {
  toggles: DesignerToggles;
  onToggle: (name: keyof DesignerToggles, value: boolean) => void;
  archivedCount: number;
  /** A short note beside the toggles (when the form was last autosaved). */
  status?: string | null;
}) {
  const names = (Object.keys(TOGGLE_LABELS) as (keyof DesignerToggles)[]).filter(
    (name) => name !== 'showArchived' || archivedCount > 0,
  );
  return (
    <div className="flex flex-wrap items-center gap-4">
      {names.map((name) => (
        <label key={name} className="flex items-center gap-2 text-sm">
          <Switch checked={toggles[name]} onCheckedChange={(value) => onToggle(name, value)} />
          {name === 'showArchived' ? `${TOGGLE_LABELS[name]} (${archivedCount})` : TOGGLE_LABELS[name]}
        </label>
      ))}
      {status && (
        <span role="status" className="text-sm text-muted-foreground">
          {status}
        </span>
      )}
    </div>
  );
});
