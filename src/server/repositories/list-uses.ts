import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ListDefinition } from '../../shared/generated/types.gen.ts';
import { OPTIONS_LIST_PROPERTY } from '../../shared/lists/list-options.ts';
import type { ListUser } from '../../shared/lists/list-scope.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions, formElements } from '../db/tables/forms.ts';
import { listDefinitions } from '../db/tables/lists.ts';
import { listFromRow } from './list-definitions.ts';

// Where lists are used by questions: the lists a form reads, and the forms that read a list.

export interface ListsOfForm {
  /** The form as a user of lists; undefined when the form does not exist. */
  user: ListUser | undefined;
  /** The stored lists among those asked for (absent guids are left out), with when each last changed. */
  found: { list: ListDefinition; updatedAt: Date }[];
}

/** The form's organisation and workflow with the lists of the given guids, in one query. */
export async function listsOfForm(
  db: Db,
  formGuid: string,
  listGuids: readonly string[],
): Promise<ListsOfForm> {
  const rows = await db
    .select({
      orgGuid: formDefinitions.orgGuid,
      workflowDefinitionGuid: formDefinitions.workflowDefinitionGuid,
      list: listDefinitions,
    })
    .from(formDefinitions)
    .leftJoin(
      listDefinitions,
      listGuids.length > 0 ? inArray(listDefinitions.guid, [...listGuids]) : sql`false`,
    )
    .where(eq(formDefinitions.guid, formGuid))
    .orderBy(asc(listDefinitions.guid));
  const first = rows[0];
  if (!first) return { user: undefined, found: [] };
  return {
    user: {
      formGuid: formGuid.toLowerCase(),
      orgGuid: first.orgGuid.toLowerCase(),
      workflowDefinitionGuid: first.workflowDefinitionGuid?.toLowerCase() ?? null,
    },
    found: rows.flatMap((row) =>
      row.list ? [{ list: listFromRow(row.list), updatedAt: row.list.updatedAt }] : [],
    ),
  };
}

/** The names of the forms with a question (archived ones too) reading its options from the list, by name. */
export async function formsUsingList(db: Db, listGuid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: formDefinitions.name })
    .from(formElements)
    .innerJoin(formDefinitions, eq(formDefinitions.guid, formElements.formDefinitionGuid))
    .where(
      sql`lower(${formElements.element} -> 'properties' ->> ${OPTIONS_LIST_PROPERTY}) = ${listGuid.toLowerCase()}`,
    )
    .orderBy(asc(formDefinitions.name));
  return rows.map((row) => row.name);
}
