import { useCallback, useState } from 'react';

// The designer's toggles are kept per browser (localStorage); the active tab per browser tab
// (sessionStorage), so a reload returns to it (spec forms-and-workflows 2.8).

export interface DesignerToggles {
  showQuestionCodes: boolean;
  autosave: boolean;
  splitPages: boolean;
  applyRules: boolean;
  showArchived: boolean;
}

const TOGGLES_KEY = 'formDesigner.toggles';
const TAB_KEY = 'formDesigner.activeTab';
const DEFAULT_TOGGLES: DesignerToggles = {
  showQuestionCodes: false,
  autosave: false,
  splitPages: true,
  applyRules: true,
  showArchived: false,
};

function readToggles(): DesignerToggles {
  try {
    const stored = JSON.parse(localStorage.getItem(TOGGLES_KEY) ?? '{}') as Partial<DesignerToggles>;
    const toggles = { ...DEFAULT_TOGGLES };
    for (const name of Object.keys(DEFAULT_TOGGLES) as (keyof DesignerToggles)[])
      if (typeof stored[name] === 'boolean') toggles[name] = stored[name];
    return toggles;
  } catch {
    return DEFAULT_TOGGLES;
  }
}

/** The designer's toggles, read from and written to the browser's storage. */
export function useDesignerToggles() {
  const [toggles, setToggles] = useState(readToggles);
  const setToggle = useCallback((name: keyof DesignerToggles, value: boolean) => {
    setToggles((current) => {
      const next = { ...current, [name]: value };
      localStorage.setItem(TOGGLES_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return { toggles, setToggle };
}

/** The active tab of the designer, kept for the browser tab's session. */
export function useActiveDesignerTab<Tab extends string>(tabs: readonly Tab[], fallback: Tab) {
  const [tab, setTab] = useState<Tab>(() => {
    const stored = sessionStorage.getItem(TAB_KEY);
    return tabs.find((candidate) => candidate === stored) ?? fallback;
  });
  const choose = useCallback((next: string) => {
    sessionStorage.setItem(TAB_KEY, next);
    setTab(next as Tab);
  }, []);
  return [tab, choose] as const;
}
