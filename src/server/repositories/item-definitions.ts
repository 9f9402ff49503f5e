import { and, asc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type {
  DefinitionSecurity,
  Expiry,
  Importance,
  ItemDefinition,
  ItemDefinitionDto,
  ItemStatus,
  StatusListEntry,
  Trigger,
} from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entityDefinitions, itemDefinitions } from '../db/tables/entities.ts';
import { orgGroups } from '../db/tables/organisations.ts';

export type ItemRow = typeof itemDefinitions.$inferSelect;

/** What an item is saved as; its guid, organisation and form come from the address and the stored item. */
export interface ItemFields {
  name: string;
  forEntityDefinitionGuid: string;
  purposes: string | null;
  statusList: StatusListEntry[];
  importance: Importance;
  status: ItemStatus;
  madePublicAt: Date | null;
  madeGlobalAt: Date | null;
  defaultExpiry: Expiry | null;
  triggers: Trigger[];
  security: DefinitionSecurity | null;
}

const lower = (guid: string | null) => guid?.toLowerCase() ?? null;
const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * A stored item as the API shows it. Its form is read through the form calls, and no checklist holds
 * items yet, so `itemsInChecklists` is empty (docs/api-decisions.md).
 */
export function itemFromRow(row: ItemRow): ItemDefinition {
  return {
    guid: row.guid.toLowerCase(),
    orgGuid: row.orgGuid.toLowerCase(),
    formDefinitionGuid: lower(row.formDefinitionGuid),
    name: row.name,
    forEntityDefinitionGuid: lower(row.forEntityDefinitionGuid)!,
    purposes: row.purposes,
    statusList: row.statusList as StatusListEntry[],
    importance: row.importance as Importance,
    status: row.status as ItemStatus,
    madePublicAt: iso(row.madePublicAt),
    madeGlobalAt: iso(row.madeGlobalAt),
    defaultExpiry: (row.defaultExpiry as Expiry | null) ?? null,
    triggers: row.triggers as Trigger[],
    itemsInChecklists: [],
    security: (row.security as DefinitionSecurity | null) ?? null,
  };
}

/** One item by guid, whoever owns it; the caller decides who may see it. */
export async function loadItemRow(db: Db, guid: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(itemDefinitions).where(eq(itemDefinitions.guid, guid));
  return row;
}

/** The item row held for update until the transaction ends. */
export async function lockItemRow(tx: Db, guid: string): Promise<ItemRow | undefined> {
  const [row] = await tx.select().from(itemDefinitions).where(eq(itemDefinitions.guid, guid)).for('update');
  return row;
}

/** The organisation's own items and the public items of others, as the item list shows them, by name. */
export async function itemDtosFor(db: Db, orgGuid: string): Promise<ItemDefinitionDto[]> {
  const rows = await db
    .select({ item: itemDefinitions, entityName: entityDefinitions.name })
    .from(itemDefinitions)
    .leftJoin(entityDefinitions, eq(entityDefinitions.guid, itemDefinitions.forEntityDefinitionGuid))
    .where(or(eq(itemDefinitions.orgGuid, orgGuid), isNotNull(itemDefinitions.madePublicAt)))
    .orderBy(asc(sql`lower(${itemDefinitions.name})`), asc(itemDefinitions.guid));
  return rows.map(({ item, entityName }) => ({
    guid: item.guid.toLowerCase(),
    orgGuid: item.orgGuid.toLowerCase(),
    name: item.name,
    forEntityDefinitionGuid: lower(item.forEntityDefinitionGuid),
    entityName: entityName ?? null,
    formDefinitionGuid: lower(item.formDefinitionGuid),
    status: item.status as ItemStatus,
    importance: item.importance as Importance,
    madePublicAt: iso(item.madePublicAt),
    madeGlobalAt: iso(item.madeGlobalAt),
    updatedAt: item.updatedAt.toISOString(),
  }));
}

/** The item whose form this is, when the organisation may read it (its own, or public). */
export async function itemOfForm(db: Db, orgGuid: string, formGuid: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(itemDefinitions)
    .where(
      and(
        eq(itemDefinitions.formDefinitionGuid, formGuid),
        or(eq(itemDefinitions.orgGuid, orgGuid), isNotNull(itemDefinitions.madePublicAt)),
      ),
    );
  return row;
}

/** Whether the organisation may build an item on the entity type: its own, or a public one. */
export async function entityTypeUsable(db: Db, orgGuid: string, guid: string): Promise<boolean> {
  const [row] = await db
    .select({ guid: entityDefinitions.guid })
    .from(entityDefinitions)
    .where(
      and(
        eq(entityDefinitions.guid, guid),
        or(eq(entityDefinitions.orgGuid, orgGuid), isNotNull(entityDefinitions.madePublicAt)),
      ),
    );
  return row !== undefined;
}

/** How many of the guids are security groups of the organisation. */
export async function countOwnGroups(db: Db, orgGuid: string, guids: readonly string[]): Promise<number> {
  if (guids.length === 0) return 0;
  const rows = await db
    .select({ guid: orgGroups.guid })
    .from(orgGroups)
    .where(and(eq(orgGroups.orgGuid, orgGuid), inArray(orgGroups.guid, [...guids])));
  return rows.length;
}

/** The name of the organisation's global item for the entity type other than `exceptGuid`, if there is one. */
export async function otherGlobalItem(
  db: Db,
  orgGuid: string,
  entityDefinitionGuid: string,
  exceptGuid: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ name: itemDefinitions.name })
    .from(itemDefinitions)
    .where(
      and(
        eq(itemDefinitions.orgGuid, orgGuid),
        eq(itemDefinitions.forEntityDefinitionGuid, entityDefinitionGuid),
        isNotNull(itemDefinitions.madeGlobalAt),
        exceptGuid ? ne(itemDefinitions.guid, exceptGuid) : undefined,
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

export async function insertItem(
  db: Db,
  values: ItemFields & { orgGuid: string; formDefinitionGuid: string },
): Promise<ItemRow> {
  const [row] = await db.insert(itemDefinitions).values(values).returning();
  return row!;
}

export async function updateItem(db: Db, guid: string, fields: ItemFields): Promise<ItemRow> {
  const [row] = await db
    .update(itemDefinitions)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(itemDefinitions.guid, guid))
    .returning();
  return row!;
}

export async function deleteItemRow(db: Db, guid: string): Promise<void> {
  await db.delete(itemDefinitions).where(eq(itemDefinitions.guid, guid));
}
