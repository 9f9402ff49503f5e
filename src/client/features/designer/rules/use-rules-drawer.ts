import { useCallback, useState } from 'react';

/** Whether the 'Edit Rules' drawer is open and for which element (null: the whole form). */
export function useRulesDrawer() {
  const [state, setState] = useState<{ open: boolean; focusGuid: string | null }>({
    open: false,
    focusGuid: null,
  });
  const openRules = useCallback((focusGuid: string | null = null) => setState({ open: true, focusGuid }), []);
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return { ...state, openRules, setOpen };
}
