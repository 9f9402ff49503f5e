import type { ForOwnWorkflow, NamedReference, OrgGroup } from '../../../shared/generated/types.gen.ts';

/** Spec 3: a record not saved yet has a placeholder guid beginning 'new'. */
export function isNewGroup(guid: string): boolean {
  return guid.toLowerCase().startsWith('new');
}

export function newGroup(orgGuid: string): OrgGroup {
  return { guid: 'new-group', orgGuid, name: '', forOwnWorkflow: 'NA', entities: [], entityGuids: [] };
}

/** The For Own Workflow column (spec 2). */
export const forOwnWorkflowWords: Record<ForOwnWorkflow, string> = {
  Own: 'Yes',
  Others: 'No - only for others',
  NA: 'n/a',
};

/** Spec 5: 'Name needed', or undefined when the group can be saved. */
export function groupNameProblem(name: string): string | undefined {
  return name.trim() === '' ? 'Name needed' : undefined;
}

/** The group as the server saves it: trimmed name and the chosen entity guids. */
export function toGroupBody(
  group: OrgGroup,
  name: string,
  forOwnWorkflow: ForOwnWorkflow,
  added: readonly NamedReference[],
): OrgGroup {
  return {
    ...group,
    name: name.trim(),
    forOwnWorkflow,
    entities: [...added],
    entityGuids: added.map((entity) => entity.guid),
  };
}

/** The two panes of the entity picker: what may still be added, and what is in the group, each by name. */
export function splitEntities(all: readonly NamedReference[], added: readonly NamedReference[]) {
  const inGroup = new Set(added.map((entity) => entity.guid));
  const byName = (a: NamedReference, b: NamedReference) => a.name.localeCompare(b.name);
  return {
    available: all.filter((entity) => !inGroup.has(entity.guid)).sort(byName),
    added: [...added].sort(byName),
  };
}

/** Groups whose name or entity names contain the search text (any case). */
export function searchGroups(groups: readonly OrgGroup[], search: string): OrgGroup[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...groups];
  return groups.filter((group) =>
    [group.name, ...(group.entities ?? []).map((entity) => entity.name)].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
