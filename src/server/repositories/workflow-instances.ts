import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { formDefinitions, formResponses } from '../db/tables/forms.ts';
import { orgGroups } from '../db/tables/organisations.ts';
import { workflowInstances } from '../db/tables/workflows.ts';

export type WorkflowInstanceRow = typeof workflowInstances.$inferSelect;

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

/** Changes the workflow and returns it as stored. */
export async function updateWorkflowInstanceRow(
  db: Db,
  guid: string,
  values: { name?: string; status?: string; archivedAt?: Date | null },
): Promise<WorkflowInstanceRow> {
  const [row] = await db
    .update(workflowInstances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workflowInstances.guid, guid))
    .returning();
  return row!;
}

/** The workflow's responses (no answers), steps in their order. */
export async function workflowResponses(db: Db, workflowGuid: string) {
  return db
    .select({
      response: formResponses,
      formType: formDefinitions.formType,
      definitionVersion: formDefinitions.definitionVersion,
    })
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
}

/** A timestamp as the API writes it (ISO 8601 in UTC, milliseconds), made by the database. */
const isoText = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One workflow of a list as the list query reads it: `a0`, `a1`… hold the JSON text of the list answer of each
 * question asked for, in the order asked (null when it has none).
 */
export interface WorkflowListRow {
  guid: string;
  name: string;
  status: string;
  entity: string | null;
  archived: string | null;
  updated: string;
  owner: string | null;
  [answer: `a${number}`]: string | null;
}

/**
 * The workflows of a list screen (GetWorkflowDtos), newest change first, with the name of the entity each is
 * for and the list answers of the given questions (kept on the row by the database, migration 0007). A list
 * may hold thousands of workflows, so the database does the formatting: timestamps and answers arrive as
 * the text the API sends, and rows come as the driver reads them, not mapped field by field.
 */
export async function listWorkflowRows(
  db: Db,
  query: WorkflowListQuery,
  questionGuids: readonly string[],
): Promise<WorkflowListRow[]> {
  const answerTexts = questionGuids.map(
    (guid, index) => sql`, (${workflowInstances.listAnswers} -> ${guid})::text as ${sql.raw(`a${index}`)}`,
  );
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`.
  const result = (await db.execute(sql`
    select ${workflowInstances.guid} as guid, ${workflowInstances.name} as name,
      ${workflowInstances.status} as status, ${workflowInstances.entityGuid} as entity,
      ${isoText(workflowInstances.archivedAt)} as archived, ${isoText(workflowInstances.updatedAt)} as updated,
      ${entities.name} as owner ${sql.join(answerTexts)}
    from ${workflowInstances}
    left join ${entities} on ${entities.guid} = ${workflowInstances.entityGuid}
    where ${listFilter(query)}
    order by ${workflowInstances.updatedAt} desc`)) as unknown as { rows: WorkflowListRow[] };
  return result.rows;
}

/** One workflow of a definition as a kept list holds it (workflows/workflow-list-cache.ts). */
export interface WorkflowListLine {
  guid: string;
  /** The last change, as text that sorts as the times do (UTC, microseconds). */
  sortKey: string;
  archived: boolean;
  entity: string | null;
  createdBy: string | null;
  /** The row as GetWorkflowDtos sends it (list_entry, migration 0009). */
  entry: string;
  /** 'question/guid' pairs, space-separated (list_mentions). */
  mentions: string;
}

/** What changed in a definition's list since a reader's last look (migration 0010). */
export interface WorkflowListChanges {
  /** Where the next look starts: the oldest transaction still running at this one. */
  nextSince: string;
  /** How many workflows the definition has now. */
  total: number;
  /** Every workflow written by a transaction at or after `since` (all of them when `since` is null). */
  lines: WorkflowListLine[];
}

/**
 * The workflows of one definition written since `since`, a transaction id from the previous answer. Rows
 * are written under their transaction's id (list_xid), and every transaction older than the statement's
 * oldest running one has ended, so a row not yet committed at one look has an id at or after that look's
 * `nextSince` and is read at the next. The left join answers one line even when nothing changed.
 */
export async function workflowListChanges(
  db: Db,
  orgGuid: string,
  definitionGuid: string,
  since: string | null,
): Promise<WorkflowListChanges> {
  const w = workflowInstances;
  const ofDefinition = sql`${w.orgGuid} = ${orgGuid} and ${w.workflowDefinitionGuid} = ${definitionGuid}`;
  const changed = since === null ? sql`true` : sql`${w.listXid} >= ${since}::xid8`;
  const result = (await db.execute(sql`
    with look as (
      select pg_snapshot_xmin(pg_current_snapshot())::text as next_since,
        (select count(*) from ${w} where ${ofDefinition})::int as total)
    select look.next_since as "nextSince", look.total, ${w.guid} as guid,
      to_char(${w.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as "sortKey",
      ${w.archivedAt} is not null as archived, ${w.entityGuid} as entity,
      ${w.createdByLoginAccountGuid} as "createdBy", ${w.listEntry} as entry, ${w.listMentions} as mentions
    from look left join ${w} on ${ofDefinition} and ${changed}`)) as unknown as {
    rows: (Omit<WorkflowListLine, 'guid'> & { guid: string | null; nextSince: string; total: number })[];
  };
  const first = result.rows[0]!;
  const lines: WorkflowListLine[] = [];
  for (const row of result.rows) {
    if (row.guid === null) continue;
    const { nextSince: _next, total: _total, ...line } = row;
    lines.push(line as WorkflowListLine);
  }
  return { nextSince: first.nextSince, total: first.total, lines };
}

function listFilter(query: WorkflowListQuery): SQL | undefined {
  return and(
    eq(workflowInstances.orgGuid, query.orgGuid),
    eq(workflowInstances.workflowDefinitionGuid, query.workflowDefinitionGuid),
    query.includeArchived ? undefined : isNull(workflowInstances.archivedAt),
    query.entityGuid ? eq(workflowInstances.entityGuid, query.entityGuid) : undefined,
    query.readable,
  );
}

/** Workflow guid → status of its response of the step form, for the listed workflows. */
export async function stepStatusesOf(
  db: Db,
  query: WorkflowListQuery,
  stepFormGuid: string,
): Promise<Record<string, string>> {
  const lines = await db
    .select({ workflowGuid: formResponses.workflowGuid, status: formResponses.status })
    .from(formResponses)
    .innerJoin(workflowInstances, eq(workflowInstances.guid, formResponses.workflowGuid))
    .where(and(listFilter(query), eq(formResponses.formDefinitionGuid, stepFormGuid)))
    .orderBy(asc(formResponses.updatedAt));
  return Object.fromEntries(lines.map((line) => [line.workflowGuid!, line.status]));
}

/** Names of the organisation's entities and security groups among the guids. */
export async function namesOf(db: Db, orgGuid: string, guids: readonly string[]) {
  const names: Record<string, string> = {};
  if (guids.length === 0) return names;
  const [entityNames, groupNames] = await Promise.all([
    db
      .select({ guid: entities.guid, name: entities.name })
      .from(entities)
      .where(and(eq(entities.orgGuid, orgGuid), inArray(entities.guid, [...guids]))),
    db
      .select({ guid: orgGroups.guid, name: orgGroups.name })
      .from(orgGroups)
      .where(and(eq(orgGroups.orgGuid, orgGuid), inArray(orgGroups.guid, [...guids]))),
  ]);
  for (const line of [...entityNames, ...groupNames]) names[line.guid] = line.name;
  return names;
}
