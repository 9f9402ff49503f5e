// Which step-form panels of a workflow drawer are open (spec 2.6): saved per workflow in session storage
// (version 1; entries hold the form guid, name, open flag and index). Without saved state a panel is open
// when the form's displayOnStatus includes the workflow's status; a single step form is always open.

export interface PanelEntry {
  formGuid: string;
  name: string;
  open: boolean;
  index: number;
}

interface SavedPanels {
  version: 1;
  entries: PanelEntry[];
}

export interface PanelForm {
  guid: string;
  name: string;
  displayOnStatus?: readonly string[];
}

const keyOf = (workflowGuid: string) => `bt.workflowPanels.${workflowGuid}`;

/** The open flag of each step form, by form guid. */
export function initialPanels(
  storage: Pick<Storage, 'getItem'>,
  workflowGuid: string,
  forms: readonly PanelForm[],
  status: string,
): Record<string, boolean> {
  if (forms.length === 1) return { [forms[0]!.guid]: true };
  let saved: SavedPanels | undefined;
  try {
    const parsed = JSON.parse(storage.getItem(keyOf(workflowGuid)) ?? 'null') as SavedPanels | null;
    if (parsed?.version === 1 && Array.isArray(parsed.entries)) saved = parsed;
  } catch {
    saved = undefined;
  }
  return Object.fromEntries(
    forms.map((form) => {
      const entry = saved?.entries.find((candidate) => candidate.formGuid === form.guid);
      return [form.guid, entry ? entry.open : (form.displayOnStatus ?? []).includes(status)];
    }),
  );
}

/** Saves the panels' open flags for the workflow. */
export function savePanels(
  storage: Pick<Storage, 'setItem'>,
  workflowGuid: string,
  forms: readonly PanelForm[],
  open: Record<string, boolean>,
): void {
  const saved: SavedPanels = {
    version: 1,
    entries: forms.map((form, index) => ({
      formGuid: form.guid,
      name: form.name,
      open: open[form.guid] === true,
      index,
    })),
  };
  storage.setItem(keyOf(workflowGuid), JSON.stringify(saved));
}
