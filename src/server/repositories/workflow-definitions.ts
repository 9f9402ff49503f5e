import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  ChangeEvent,
  ChecklistInWorkflowDefinition,
  FormDefinition,
  ListingColumn,
  StatusListEntry,
  TimeFrame,
  WorkflowDefinition,
} from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions } from '../db/tables/forms.ts';
import { workflowDefinitions, workflowInstances } from '../db/tables/workflows.ts';
import { loadFormDefinition } from './form-definitions.ts';

export type WorkflowDefinitionRow = typeof workflowDefinitions.$inferSelect;

/** What a new definition starts with (spec 3.5): three statuses, the last an endpoint, and a Default frame. */
export const DEFAULT_STATUS_LIST: StatusListEntry[] = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'InProgress', label: 'In Progress', isEndpoint: false },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];
export const DEFAULT_TIME_FRAMES: TimeFrame[] = [
  { code: 'Default', label: 'Default', startDate: null, endDate: null },
];
/** The name column comes first and cannot be removed (spec 5.11). */
export const NAME_COLUMN: ListingColumn = { metaCode: 'Name', label: 'Name' };

/** The definition as the API carries it, without its forms. */
export function workflowDefinitionFromRow(row: WorkflowDefinitionRow): WorkflowDefinition {
  return {
    guid: row.guid,
    orgGuid: row.orgGuid,
    name: row.name,
    entityDefinitionGuid: row.entityDefinitionGuid,
    statusList: row.statusList as StatusListEntry[],
    timeFrames: row.timeFrames as TimeFrame[],
    questionsToShow: row.questionsToShow as ListingColumn[],
    statusChangeActionsList: row.statusChangeActionsList as ChangeEvent[],
    checklistsInWorkflowDefinitions: row.checklistsInWorkflowDefinitions as ChecklistInWorkflowDefinition[],
    groupsWithAllAccess: row.groupsWithAllAccess,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    onlyShowItemsThatNeedAttention: row.onlyShowItemsThatNeedAttention,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadWorkflowDefinitionRow(
  db: Db,
  guid: string,
): Promise<WorkflowDefinitionRow | undefined> {
  const [row] = await db.select().from(workflowDefinitions).where(eq(workflowDefinitions.guid, guid));
  return row;
}

/** Guids of the definition's forms: steps (InlineForm) first in their order, then main forms. */
export async function workflowFormGuids(
  db: Db,
  workflowDefinitionGuid: string,
): Promise<{ guid: string; formType: string }[]> {
  return db
    .select({ guid: formDefinitions.guid, formType: formDefinitions.formType })
    .from(formDefinitions)
    .where(eq(formDefinitions.workflowDefinitionGuid, workflowDefinitionGuid))
    .orderBy(asc(formDefinitions.sortOrder), asc(formDefinitions.name));
}

/** The whole definition with its forms (each with elements and rules). */
export async function loadWorkflowDefinition(
  db: Db,
  row: WorkflowDefinitionRow,
): Promise<WorkflowDefinition & { formDefinitions: FormDefinition[] }> {
  const guids = await workflowFormGuids(db, row.guid);
  const forms = await Promise.all(guids.map(({ guid }) => loadFormDefinition(db, guid)));
  return {
    ...workflowDefinitionFromRow(row),
    formDefinitions: forms.filter((form) => form !== undefined).map(({ orgGuid: _org, ...form }) => form),
  };
}

/** One line per definition of the organisation, by name, with how many workflows it has. */
export async function listWorkflowDefinitions(db: Db, orgGuid: string) {
  const rows = await db
    .select()
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.orgGuid, orgGuid))
    .orderBy(asc(workflowDefinitions.name));
  const counts = rows.length
    ? await db
        .select({ guid: workflowInstances.workflowDefinitionGuid, n: count() })
        .from(workflowInstances)
        .where(
          and(
            eq(workflowInstances.orgGuid, orgGuid),
            inArray(
              workflowInstances.workflowDefinitionGuid,
              rows.map((row) => row.guid),
            ),
          ),
        )
        .groupBy(workflowInstances.workflowDefinitionGuid)
    : [];
  const byGuid = new Map(counts.map((line) => [line.guid, Number(line.n)]));
  return rows.map((row) => ({
    guid: row.guid,
    name: row.name,
    entityDefinitionGuid: row.entityDefinitionGuid,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    workflowCount: byGuid.get(row.guid) ?? 0,
  }));
}

/** The stored fields of a definition as the editor sends them (forms are changed through their own calls). */
export interface WorkflowDefinitionValues {
  name: string;
  entityDefinitionGuid: string | null;
  statusList: StatusListEntry[];
  timeFrames: TimeFrame[];
  questionsToShow: ListingColumn[];
  statusChangeActionsList: ChangeEvent[];
  checklistsInWorkflowDefinitions: ChecklistInWorkflowDefinition[];
  groupsWithAllAccess: string[];
  onlyShowItemsThatNeedAttention: boolean;
  archivedAt: Date | null;
}

export async function insertWorkflowDefinition(
  db: Db,
  orgGuid: string,
  values: WorkflowDefinitionValues,
): Promise<WorkflowDefinitionRow> {
  const [row] = await db
    .insert(workflowDefinitions)
    .values({ orgGuid, ...values })
    .returning();
  return row!;
}

export async function updateWorkflowDefinitionRow(
  db: Db,
  guid: string,
  values: Partial<WorkflowDefinitionValues>,
): Promise<WorkflowDefinitionRow> {
  const [row] = await db
    .update(workflowDefinitions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workflowDefinitions.guid, guid))
    .returning();
  return row!;
}

export async function countWorkflowInstances(db: Db, workflowDefinitionGuid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workflowInstances)
    .where(eq(workflowInstances.workflowDefinitionGuid, workflowDefinitionGuid));
  return Number(row?.n ?? 0);
}

/** Deletes a definition without instances, with its forms (their responses went with the instances). */
export async function deleteWorkflowDefinitionRow(db: Db, guid: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.delete(formDefinitions).where(eq(formDefinitions.workflowDefinitionGuid, guid));
    await tx.delete(workflowDefinitions).where(eq(workflowDefinitions.guid, guid));
  });
}

/** Sets the order of the definition's step forms; false when the list is not exactly its step forms. */
export async function reorderWorkflowSteps(
  db: Db,
  workflowDefinitionGuid: string,
  order: string[],
): Promise<boolean> {
  const steps = (await workflowFormGuids(db, workflowDefinitionGuid)).filter(
    (form) => form.formType === 'InlineForm',
  );
  const known = new Set(steps.map((form) => form.guid));
  const wanted = order.map((guid) => guid.toLowerCase());
  if (wanted.length !== known.size || !wanted.every((guid) => known.has(guid))) return false;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const [index, guid] of wanted.entries()) {
      await tx
        .update(formDefinitions)
        .set({ sortOrder: index, updatedAt: new Date() })
        .where(eq(formDefinitions.guid, guid));
    }
    await tx
      .update(workflowDefinitions)
      .set({ updatedAt: new Date() })
      .where(eq(workflowDefinitions.guid, workflowDefinitionGuid));
  });
  return true;
}
