import { createContext, useContext } from 'react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';

/**
 * The draft form, for the tab that shows it. Through a context, the page's memoised parts (its title row,
 * tabs and their panels) stay as they were when the draft changes, and only the open tab renders.
 */
export const DesignerDraftContext = createContext<FormDefinition | null>(null);

/** The draft form the designer page holds. */
export function useDesignerDraft(): FormDefinition {
  const draft = useContext(DesignerDraftContext);
  if (!draft) throw new Error('useDesignerDraft is used outside the designer page.');
  return draft;
}
