import { and, asc, count, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formDefinitions, formResponses } from '../db/tables/forms.ts';

/** One line of the form list (Raw Forms table, form pickers). */
export interface FormDefinitionSummary {
  guid: string;
  name: string;
  orgGuid: string;
  formType: string;
  formCode: string | null;
  workflowDefinitionGuid: string | null;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
  formResponseCount: number;
}

/** Forms of the organisations given (every organisation when `orgGuids` is undefined) whose name contains `query`. */
export async function listFormDefinitions(
  db: Db,
  options: { orgGuids?: string[]; query?: string },
): Promise<FormDefinitionSummary[]> {
  const filters: SQL[] = [];
  if (options.orgGuids) filters.push(inArray(formDefinitions.orgGuid, options.orgGuids));
  const query = options.query?.trim();
  if (query) filters.push(ilike(formDefinitions.name, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select()
    .from(formDefinitions)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(formDefinitions.name), asc(formDefinitions.guid));
  const counts = rows.length
    ? await db
        .select({ guid: formResponses.formDefinitionGuid, total: count() })
        .from(formResponses)
        .where(
          inArray(
            formResponses.formDefinitionGuid,
            rows.map((row) => row.guid),
          ),
        )
        .groupBy(formResponses.formDefinitionGuid)
    : [];
  const countOf = new Map(counts.map((entry) => [entry.guid, Number(entry.total)]));
  return rows.map((row) => ({
    guid: row.guid,
    name: row.name,
    orgGuid: row.orgGuid,
    formType: row.formType,
    formCode: row.formCode,
    workflowDefinitionGuid: row.workflowDefinitionGuid,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    formResponseCount: countOf.get(row.guid) ?? 0,
  }));
}
