import type { StatusListEntry, TimeFrame, WorkflowDefinition } from '../generated/types.gen.ts';

// What the workflow definition editor starts from and the few structural rules of its lists (spec
// forms-and-workflows 3.5, 4.9, 5.11), beside the checks in definition-checks.ts.

/** Spec 3.5: a new definition's statuses; the last one ends the workflow. */
export const DEFAULT_STATUSES: readonly StatusListEntry[] = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'InProgress', label: 'In Progress', isEndpoint: false },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];

/** Spec 3.5: a new definition's one time frame, with no dates (it always counts as 'within'). */
export const DEFAULT_TIME_FRAME: TimeFrame = {
  code: 'Default',
  label: 'Default',
  startDate: null,
  endDate: null,
};

/** Spec 4.9: a definition not saved yet carries a placeholder guid beginning 'new'. */
export function isNewDefinition(guid: string): boolean {
  return guid.toLowerCase().startsWith('new');
}

/** A definition as the editor opens it for 'New Workflow': defaults of spec 3.5, no name yet. */
export function newWorkflowDefinition(orgGuid: string): WorkflowDefinition {
  return {
    guid: 'new',
    orgGuid,
    name: '',
    entityDefinitionGuid: null,
    statusList: DEFAULT_STATUSES.map((status) => ({ ...status })),
    timeFrames: [{ ...DEFAULT_TIME_FRAME }],
    questionsToShow: [{ metaCode: 'Name', label: 'Name' }],
    statusChangeActionsList: [],
    checklistsInWorkflowDefinitions: [],
    groupsWithAllAccess: [],
    archivedAt: null,
    onlyShowItemsThatNeedAttention: false,
  };
}

/** Spec 4.9, 5.11: a status or a time frame may be deleted only while more than one exists. */
export function canRemoveEntry(list: readonly unknown[]): boolean {
  return list.length > 1;
}

/** The list with the entry at `from` moved to `to` (a drag); positions out of range leave it unchanged. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return next;
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
