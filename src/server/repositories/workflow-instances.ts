import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListingColumn, WorkflowListItem } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { answers, formDefinitions, formResponses } from '../db/tables/forms.ts';
import { orgGroups } from '../db/tables/organisations.ts';
import { workflowInstances } from '../db/tables/workflows.ts';
import { EMPTY_GUID, isGuid } from '../../shared/guid.ts';
import { answerNamesRecord } from '../../shared/elements/element-lookup.ts';

export type WorkflowInstanceRow = typeof workflowInstances.$inferSelect;

const EMPTY_ROW = EMPTY_GUID;

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
  const answerColumns = query.columns.filter((column) => !column.metaCode && column.guid);
  const codeOf = new Map(
    answerColumns.map((column) => [column.guid!.toLowerCase(), column.questionCode ?? column.guid!]),
  );
  // Each row's answers in the same statement: per workflow, the latest answer of each column's question
  // outside repeater rows, found through the response and answer indexes rather than a scan of answers.
  const answersOfRow =
    codeOf.size === 0
      ? sql<null>`null`
      : sql<Record<string, unknown> | null>`(
          select jsonb_object_agg(latest.form_element_guid::text, latest.answer_value)
          from (
            select distinct on (a.form_element_guid) a.form_element_guid, a.answer_value
            from ${formResponses} r
            join ${answers} a on a.form_response_guid = r.guid
            where r.workflow_guid = ${workflowInstances.guid}
              and a.form_element_guid in (${sql.join(
                [...codeOf.keys()].map((guid) => sql`${guid}::uuid`),
                sql`, `,
              )})
              and a.repeatable_group_guid = ${EMPTY_ROW}::uuid
              and a.is_hidden = false
            order by a.form_element_guid, a.updated_at desc
          ) latest
        )`;
  const rows = await db
    .select({
      guid: workflowInstances.guid,
      name: workflowInstances.name,
      status: workflowInstances.status,
      archivedAt: workflowInstances.archivedAt,
      updatedAt: workflowInstances.updatedAt,
      ownerName: entities.name,
      answers: answersOfRow,
    })
    .from(workflowInstances)
    .leftJoin(entities, eq(entities.guid, workflowInstances.entityGuid))
    .where(where)
    .orderBy(desc(workflowInstances.updatedAt));

  const answersByWorkflow = new Map<string, Record<string, string | null>>();
  const mentioned = new Set<string>();
  const mentionColumns = new Set(
    answerColumns.filter((c) => answerNamesRecord(c.type)).map((c) => c.guid!.toLowerCase()),
  );
  for (const row of rows) {
    if (!row.answers) continue;
    const line: Record<string, string | null> = {};
    for (const [elementGuid, value] of Object.entries(row.answers)) {
      line[codeOf.get(elementGuid)!] = JSON.stringify(value);
      if (mentionColumns.has(elementGuid))
        for (const guid of stringsIn(value)) if (isGuid(guid)) mentioned.add(guid.toLowerCase());
    }
    answersByWorkflow.set(row.guid, line);
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
