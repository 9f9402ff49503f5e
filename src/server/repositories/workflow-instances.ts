import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListingColumn, WorkflowListItem } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { answers, formDefinitions, formResponses } from '../db/tables/forms.ts';
import { orgGroups } from '../db/tables/organisations.ts';
import { workflowInstances } from '../db/tables/workflows.ts';

export type WorkflowInstanceRow = typeof workflowInstances.$inferSelect;

const EMPTY_ROW = '00000000-0000-0000-0000-000000000000';

export async function loadWorkflowInstanceRow(
  db: Db,
  guid: string,
  lock = false,
): Promise<WorkflowInstanceRow | undefined> {
  const query = db.select().from(workflowInstances).where(eq(workflowInstances.guid, guid));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertWorkflowInstance(
  db: Db,
  values: {
    orgGuid: string;
    workflowDefinitionGuid: string;
    name: string;
    status: string;
    entityGuid: string | null;
    createdByLoginAccountGuid: string;
  },
): Promise<WorkflowInstanceRow> {
  const [row] = await db.insert(workflowInstances).values(values).returning();
  return row!;
}

export async function updateWorkflowInstanceRow(
  db: Db,
  guid: string,
  values: { name?: string; status?: string; archivedAt?: Date | null },
): Promise<void> {
  await db
    .update(workflowInstances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workflowInstances.guid, guid));
}

/** The workflow's responses (no answers), steps in their order. */
export async function workflowResponses(db: Db, workflowGuid: string) {
  return db
    .select({ response: formResponses, formType: formDefinitions.formType })
    .from(formResponses)
    .innerJoin(formDefinitions, eq(formDefinitions.guid, formResponses.formDefinitionGuid))
    .where(eq(formResponses.workflowGuid, workflowGuid))
    .orderBy(asc(formDefinitions.sortOrder), asc(formResponses.createdAt));
}

export interface WorkflowListQuery {
  orgGuid: string;
  workflowDefinitionGuid: string;
  includeArchived: boolean;
  entityGuid?: string;
  /** Which workflows the caller may read; undefined for all. */
  readable?: SQL;
  columns: readonly ListingColumn[];
  /** The definition's only step form, whose status each row shows. */
  singleStepFormGuid: string | null;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

const GUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/**
 * The rows of a workflow list screen (GetWorkflowDtos), newest change first. Answer columns show the most
 * recently changed answer of the question across the workflow's responses, outside repeater rows; answers
 * stored as hidden are left out.
 */
export async function listWorkflows(db: Db, query: WorkflowListQuery) {
  const where = and(
    eq(workflowInstances.orgGuid, query.orgGuid),
    eq(workflowInstances.workflowDefinitionGuid, query.workflowDefinitionGuid),
    query.includeArchived ? undefined : isNull(workflowInstances.archivedAt),
    query.entityGuid ? eq(workflowInstances.entityGuid, query.entityGuid) : undefined,
    query.readable,
  );
  const rows = await db
    .select({
      guid: workflowInstances.guid,
      name: workflowInstances.name,
      status: workflowInstances.status,
      archivedAt: workflowInstances.archivedAt,
      updatedAt: workflowInstances.updatedAt,
      ownerName: entities.name,
    })
    .from(workflowInstances)
    .leftJoin(entities, eq(entities.guid, workflowInstances.entityGuid))
    .where(where)
    .orderBy(desc(workflowInstances.updatedAt));

  const answerColumns = query.columns.filter((column) => !column.metaCode && column.guid);
  const answersByWorkflow = new Map<string, Record<string, string | null>>();
  const mentioned = new Set<string>();
  const mentionColumns = new Set(
    answerColumns.filter((c) => c.type === 'Entity' || c.type === 'SecurityGroup').map((c) => c.guid!),
  );
  if (answerColumns.length > 0 && rows.length > 0) {
    const codeOf = new Map(
      answerColumns.map((column) => [column.guid!, column.questionCode ?? column.guid!]),
    );
    const found = await db
      .selectDistinctOn([formResponses.workflowGuid, answers.formElementGuid], {
        workflowGuid: formResponses.workflowGuid,
        elementGuid: answers.formElementGuid,
        value: answers.answerValue,
      })
      .from(answers)
      .innerJoin(formResponses, eq(formResponses.guid, answers.formResponseGuid))
      .innerJoin(workflowInstances, eq(workflowInstances.guid, formResponses.workflowGuid))
      .where(
        and(
          where,
          inArray(answers.formElementGuid, [...codeOf.keys()]),
          eq(answers.repeatableGroupGuid, EMPTY_ROW),
          eq(answers.isHidden, false),
        ),
      )
      .orderBy(formResponses.workflowGuid, answers.formElementGuid, desc(answers.updatedAt));
    for (const answer of found) {
      const line = answersByWorkflow.get(answer.workflowGuid!) ?? {};
      line[codeOf.get(answer.elementGuid)!] = JSON.stringify(answer.value);
      answersByWorkflow.set(answer.workflowGuid!, line);
      if (mentionColumns.has(answer.elementGuid))
        for (const guid of stringsIn(answer.value)) if (GUID.test(guid)) mentioned.add(guid.toLowerCase());
    }
  }

  const singleFormResponseStatuses: Record<string, string> = {};
  if (query.singleStepFormGuid && rows.length > 0) {
    const statuses = await db
      .select({ workflowGuid: formResponses.workflowGuid, status: formResponses.status })
      .from(formResponses)
      .innerJoin(workflowInstances, eq(workflowInstances.guid, formResponses.workflowGuid))
      .where(and(where, eq(formResponses.formDefinitionGuid, query.singleStepFormGuid)));
    for (const line of statuses) singleFormResponseStatuses[line.workflowGuid!] = line.status;
  }

  const entitiesMentioned: Record<string, string> = {};
  if (mentioned.size > 0) {
    const guids = [...mentioned];
    const [entityNames, groupNames] = await Promise.all([
      db
        .select({ guid: entities.guid, name: entities.name })
        .from(entities)
        .where(and(eq(entities.orgGuid, query.orgGuid), inArray(entities.guid, guids))),
      db
        .select({ guid: orgGroups.guid, name: orgGroups.name })
        .from(orgGroups)
        .where(and(eq(orgGroups.orgGuid, query.orgGuid), inArray(orgGroups.guid, guids))),
    ]);
    for (const line of [...entityNames, ...groupNames]) entitiesMentioned[line.guid] = line.name;
  }

  const workflowDtos: WorkflowListItem[] = rows.map((row) => ({
    workflowGuid: row.guid,
    workflowName: row.name,
    ownerName: row.ownerName,
    workflowStatus: row.status,
    workflowArchivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    answersToShow: answersByWorkflow.get(row.guid) ?? {},
    workflowDefinitionGuid: query.workflowDefinitionGuid,
  }));
  return { workflowDtos, singleFormResponseStatuses, entitiesMentioned };
}
