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

/** Memory for sorting the rows of one list (PostgreSQL's default is 4 MB). */
const LIST_WORK_MEM = '64MB';

/** The rows of a list as GetWorkflowDtos sends them to a caller who sees every list column. */
export interface WorkflowListEntries {
  /** The rows' JSON texts (list_entry, migration 0009), newest change first, joined by commas. */
  json: string;
  /** The guids the rows' answers hold, by question (list_mentions): question guid → guids, lower case. */
  mentioned: Map<string, Set<string>>;
}

/**
 * The workflows of a list screen as the JSON text GetWorkflowDtos sends: the database keeps each workflow's
 * row as text (migration 0009), so a list of thousands is read as one text column per row and joined, with
 * nothing parsed or built per row. (Joining them in the database with string_agg measured slower: the
 * aggregate sorts and copies the 4.4 MB again.)
 */
export async function listWorkflowEntries(db: Db, query: WorkflowListQuery): Promise<WorkflowListEntries> {
  // 10,000 rows are about 4.5 MB to sort, which overflows the default work_mem (4 MB) into a sort on disk.
  // This one statement may sort in memory.
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '${sql.raw(LIST_WORK_MEM)}'`);
    return tx.execute(sql`
      select ${workflowInstances.listEntry} as entry, ${workflowInstances.listMentions} as mentions
      from ${workflowInstances}
      where ${listFilter(query)}
      order by ${workflowInstances.updatedAt} desc`);
  })) as unknown as { rows: { entry: string; mentions: string }[] };
  const entries = new Array<string>(result.rows.length);
  const mentioned = new Map<string, Set<string>>();
  result.rows.forEach((row, index) => {
    entries[index] = row.entry;
    if (row.mentions === '') return;
    for (const pair of row.mentions.split(' ')) {
      const [question, guid] = pair.split('/') as [string, string];
      const guids = mentioned.get(question) ?? new Set<string>();
      guids.add(guid);
      mentioned.set(question, guids);
    }
  });
  return { json: entries.join(','), mentioned };
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
