import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  ListDefinition,
  ListVisibility,
  NestedOption,
  SpecialListType,
} from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions } from '../db/tables/forms.ts';
import { listDefinitions } from '../db/tables/lists.ts';

type ListRow = typeof listDefinitions.$inferSelect;

/** What a list is saved as; the guid and organisation come from the address and the access check. */
export interface ListFields {
  name: string;
  items: NestedOption[];
  visibility: ListVisibility;
  formDefinitionGuid: string | null;
  workflowDefinitionGuid: string | null;
  specialList: SpecialListType | null;
}

const lower = (guid: string | null) => guid?.toLowerCase() ?? null;

/** A stored list row as the API shows it. */
export function listFromRow(row: ListRow): ListDefinition {
  return {
    listDefinitionGuid: row.guid.toLowerCase(),
    name: row.name,
    items: row.items as NestedOption[],
    formDefinitionGuid: lower(row.formDefinitionGuid),
    workflowDefinitionGuid: lower(row.workflowDefinitionGuid),
    orgGuid: row.orgGuid.toLowerCase(),
    visibility: row.visibility as ListVisibility,
    specialList: (row.specialList as SpecialListType | null) ?? null,
  };
}

/** One list by guid, whoever owns it; the caller decides who may see it. */
export async function findList(db: Db, guid: string): Promise<ListDefinition | null> {
  const [row] = await db.select().from(listDefinitions).where(eq(listDefinitions.guid, guid));
  return row ? listFromRow(row) : null;
}

/** The stored lists among the given guids (lower case), whoever owns them. */
export async function findLists(db: Db, guids: readonly string[]): Promise<ListDefinition[]> {
  if (guids.length === 0) return [];
  const rows = await db
    .select()
    .from(listDefinitions)
    .where(inArray(listDefinitions.guid, [...guids]));
  return rows.map(listFromRow);
}

/**
 * The lists usable where the caller is working: every public list, the organisation's org-wide lists,
 * and its lists specific to the given form or workflow. A form of a workflow may read its workflow's lists
 * (spec 3.7 visibility), so they are listed with the form too: its designer links them to its questions.
 * By name.
 */
export async function listsInScope(
  db: Db,
  orgGuid: string,
  scope: { formDefinitionGuid?: string; workflowDefinitionGuid?: string },
): Promise<ListDefinition[]> {
  const own = eq(listDefinitions.orgGuid, orgGuid);
  const rows = await db
    .select()
    .from(listDefinitions)
    .where(
      or(
        eq(listDefinitions.visibility, 'Public'),
        and(own, eq(listDefinitions.visibility, 'OrgWide')),
        scope.workflowDefinitionGuid
          ? and(
              own,
              eq(listDefinitions.visibility, 'WorkflowSpecific'),
              eq(listDefinitions.workflowDefinitionGuid, scope.workflowDefinitionGuid),
            )
          : undefined,
        scope.formDefinitionGuid
          ? and(
              own,
              eq(listDefinitions.visibility, 'WorkflowSpecific'),
              inArray(
                listDefinitions.workflowDefinitionGuid,
                db
                  .select({ guid: formDefinitions.workflowDefinitionGuid })
                  .from(formDefinitions)
                  .where(
                    and(
                      eq(formDefinitions.guid, scope.formDefinitionGuid),
                      eq(formDefinitions.orgGuid, orgGuid),
                    ),
                  ),
              ),
            )
          : undefined,
        scope.formDefinitionGuid
          ? and(
              own,
              eq(listDefinitions.visibility, 'FormSpecific'),
              eq(listDefinitions.formDefinitionGuid, scope.formDefinitionGuid),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${listDefinitions.name})`), asc(listDefinitions.guid));
  return rows.map(listFromRow);
}

/** The PDF-code lists of a workflow of the organisation (at most one; a list for the callers' convenience). */
export async function pdfCodeLists(
  db: Db,
  orgGuid: string,
  workflowDefinitionGuid: string,
): Promise<ListDefinition[]> {
  const rows = await db
    .select()
    .from(listDefinitions)
    .where(
      and(
        eq(listDefinitions.orgGuid, orgGuid),
        eq(listDefinitions.workflowDefinitionGuid, workflowDefinitionGuid),
        eq(listDefinitions.specialList, 'PdfCode'),
      ),
    );
  return rows.map(listFromRow);
}

/** The guid of the workflow's special list of this type other than `exceptGuid`, if one exists. */
export async function otherSpecialList(
  db: Db,
  workflowDefinitionGuid: string,
  specialList: SpecialListType,
  exceptGuid: string | null,
): Promise<string | null> {
  const rows = await db
    .select({ guid: listDefinitions.guid })
    .from(listDefinitions)
    .where(
      and(
        eq(listDefinitions.workflowDefinitionGuid, workflowDefinitionGuid),
        eq(listDefinitions.specialList, specialList),
      ),
    );
  return rows.map((row) => row.guid.toLowerCase()).find((guid) => guid !== exceptGuid) ?? null;
}

export async function insertList(db: Db, orgGuid: string, fields: ListFields): Promise<ListDefinition> {
  const [row] = await db
    .insert(listDefinitions)
    .values({ orgGuid, ...fields })
    .returning();
  return listFromRow(row!);
}

export async function updateList(db: Db, guid: string, fields: ListFields): Promise<ListDefinition> {
  const [row] = await db
    .update(listDefinitions)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(listDefinitions.guid, guid))
    .returning();
  return listFromRow(row!);
}

export async function deleteList(db: Db, guid: string): Promise<void> {
  await db.delete(listDefinitions).where(eq(listDefinitions.guid, guid));
}
