import { Suspense, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { selectTriggerStyle } from '../../components/ui/select-trigger-style.ts';
import { cn } from '../../lib/cn.ts';
import { lazyComponent, usePreloadedAfterPaint } from '../../lib/lazy-component.tsx';
import { displayModes } from '../renderer/display-mode.ts';
import type { DisplayModeSelectProps } from './display-mode-select.tsx';

// The select (and the positioning and focus libraries under it) is downloaded once the form has painted;
// until then a look-alike box shows the mode, and a press on it opens the select as soon as it is there.
const DisplayModeSelect = lazyComponent(
  async () => (await import('./display-mode-select.tsx')).DisplayModeSelect,
);

/** The display-mode selector (see DisplayModeSelect), usable from the first paint. */
export function DisplayModePicker({ mode, onChange }: Omit<DisplayModeSelectProps, 'initiallyOpen'>) {
  const [pressed, setPressed] = useState(false);
  const ready = usePreloadedAfterPaint(DisplayModeSelect.preload);
  const standIn = (
    <button
      type="button"
      id="display-mode"
      role="combobox"
      aria-expanded={false}
      className={cn(selectTriggerStyle, 'w-36')}
      onClick={() => setPressed(true)}
    >
      <span>{displayModes.find((entry) => entry.value === mode)?.label}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
    </button>
  );
  if (!ready && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DisplayModeSelect mode={mode} onChange={onChange} initiallyOpen={pressed} />
    </Suspense>
  );
}
