import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { displayModes, isDisplayMode } from '../renderer/display-mode.ts';
import type { DisplayMode } from '../renderer/display-mode.ts';

export interface DisplayModeSelectProps {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
  /** Opens at once: the person pressed the stand-in before this component was downloaded. */
  initiallyOpen?: boolean;
}

/** The display-mode selector of the single response viewer (spec 2.10). */
export function DisplayModeSelect({ mode, onChange, initiallyOpen }: DisplayModeSelectProps) {
  return (
    <Select
      value={mode}
      onValueChange={(value) => isDisplayMode(value) && onChange(value)}
      defaultOpen={initiallyOpen}
    >
      <SelectTrigger id="display-mode" className="w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {displayModes.map((entry) => (
          <SelectItem key={entry.value} value={entry.value}>
            {entry.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
