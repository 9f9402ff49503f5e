import { useEffect, useRef, useState } from 'react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';

/** Spec 4.8: the optional auto-save fires this long after a change. */
export const AUTOSAVE_DELAY_MS = 5_000;

export interface AutosaveOptions {
  enabled: boolean;
  draft: FormDefinition;
  /** The draft differs from the stored form. */
  dirty: boolean;
  /** The draft may be saved now: no blocking errors and no save on its way. */
  canSave: () => boolean;
  /** Saves as Save does; resolves true when the server stored it. */
  save: () => Promise<boolean>;
}

/**
 * Autosave Form (spec 2.8, 4.8): each change of the draft starts a 5 s wait, and when it ends with unsaved
 * changes that may be saved, the draft is saved. A draft with blocking errors waits for the next change.
 * Returns when the draft was last saved this way.
 */
export function useAutosave({ enabled, draft, dirty, canSave, save }: AutosaveOptions): Date | null {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef({ canSave, save });
  useEffect(() => {
    latest.current = { canSave, save };
  });
  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => {
      if (!latest.current.canSave()) return;
      void latest.current.save().then((stored) => {
        if (stored) setSavedAt(new Date());
      });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, dirty, draft]);
  return savedAt;
}
