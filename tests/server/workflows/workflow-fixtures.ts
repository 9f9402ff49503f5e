import type { Db } from '../../../src/server/db/database.ts';
import { workflowDefinitions, workflowInstances } from '../../../src/server/db/tables/workflows.ts';
import type { StatusListEntry, TimeFrame } from '../../../src/shared/generated/types.gen.ts';

export const DEFAULT_STATUSES: StatusListEntry[] = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'InProgress', label: 'In Progress', isEndpoint: false },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];

export interface SeedWorkflowOptions {
  name?: string;
  statusList?: StatusListEntry[];
  timeFrames?: TimeFrame[];
  groupsWithAllAccess?: string[];
  entityDefinitionGuid?: string | null;
}

/** Stores a workflow definition straight in the database (tests of other areas need one to hang responses on). */
export async function seedWorkflowDefinition(db: Db, orgGuid: string, options: SeedWorkflowOptions = {}) {
  const [row] = await db
    .insert(workflowDefinitions)
    .values({
      orgGuid,
      name: options.name ?? 'Incident Report',
      statusList: options.statusList ?? DEFAULT_STATUSES,
      timeFrames: options.timeFrames ?? [
        { code: 'Default', label: 'Default', startDate: null, endDate: null },
      ],
      groupsWithAllAccess: options.groupsWithAllAccess ?? [],
      entityDefinitionGuid: options.entityDefinitionGuid ?? null,
    })
    .returning();
  return row!;
}

/** Stores one workflow instance of a definition. */
export async function seedWorkflowInstance(
  db: Db,
  definition: { guid: string; orgGuid: string },
  values: { name?: string; status?: string; entityGuid?: string | null; archivedAt?: Date | null } = {},
) {
  const [row] = await db
    .insert(workflowInstances)
    .values({
      orgGuid: definition.orgGuid,
      workflowDefinitionGuid: definition.guid,
      name: values.name ?? 'Incident 1',
      status: values.status ?? 'Started',
      entityGuid: values.entityGuid ?? null,
      archivedAt: values.archivedAt ?? null,
    })
    .returning();
  return row!;
}
