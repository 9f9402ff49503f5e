import { createContext, useContext } from 'react';

/** What the designer page lends its rule editors: the drawer's opener and the organisation whose names they offer. */
export interface DesignerRules {
  /** Opens the 'Edit Rules' drawer, aimed at one element when given. */
  open: (targetGuid?: string | null) => void;
  orgGuid: string;
}

export const DesignerRulesContext = createContext<DesignerRules | null>(null);

/** The designer page's rule editing; null outside a designer page. */
export const useDesignerRules = () => useContext(DesignerRulesContext);
