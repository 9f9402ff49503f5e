import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ForOwnWorkflow, NamedReference, OrgGroup } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { orgGroupEntities, orgGroups } from '../db/tables/organisations.ts';
import { fieldError, notFound } from '../http/problem.ts';

/** Every entity of the organisation, by name: the group editor's picker. */
export async function orgEntities(db: Db, orgGuid: string): Promise<NamedReference[]> {
  const rows = await db
    .select({ guid: entities.guid, name: entities.name })
    .from(entities)
    .where(eq(entities.orgGuid, orgGuid))
    .orderBy(asc(entities.name), asc(entities.guid));
  return rows.map((row) => ({ guid: row.guid.toLowerCase(), name: row.name }));
}

/** The organisation's security groups by name, each with its entities (or only the one asked for). */
export async function listGroups(db: Db, orgGuid: string, onlyGuid?: string): Promise<OrgGroup[]> {
  const groups = await db
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.orgGuid, orgGuid), onlyGuid ? eq(orgGroups.guid, onlyGuid) : undefined))
    .orderBy(asc(orgGroups.name), asc(orgGroups.guid));
  const members = groups.length
    ? await db
        .select({ groupGuid: orgGroupEntities.orgGroupGuid, guid: entities.guid, name: entities.name })
        .from(orgGroupEntities)
        .innerJoin(
          entities,
          and(eq(entities.guid, orgGroupEntities.entityGuid), eq(entities.orgGuid, orgGuid)),
        )
        .where(
          inArray(
            orgGroupEntities.orgGroupGuid,
            groups.map((g) => g.guid),
          ),
        )
        .orderBy(asc(entities.name))
    : [];
  return groups.map((group) => ({
    guid: group.guid.toLowerCase(),
    orgGuid: group.orgGuid.toLowerCase(),
    name: group.name,
    forOwnWorkflow: group.forOwnWorkflow as ForOwnWorkflow,
    entities: members
      .filter((m) => m.groupGuid === group.guid)
      .map((m) => ({ guid: m.guid.toLowerCase(), name: m.name })),
  }));
}

/** The group of the organisation, or 404: a group of another organisation is not revealed. */
export async function findGroup(db: Db, orgGuid: string, groupGuid: string): Promise<OrgGroup> {
  const [group] = await listGroups(db, orgGuid, groupGuid.toLowerCase());
  if (!group) throw notFound('Group not found');
  return group;
}

/** Refuses entities that are not the organisation's own (a group may only hold its organisation's entities). */
async function assertOrgEntities(db: Db, orgGuid: string, entityGuids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(entityGuids.map((g) => g.toLowerCase()))];
  if (!wanted.length) return [];
  const found = await db
    .select({ guid: entities.guid })
    .from(entities)
    .where(and(eq(entities.orgGuid, orgGuid), inArray(entities.guid, wanted)));
  if (found.length !== wanted.length)
    throw fieldError('entityGuids', 'Some of the chosen entities are not part of this organization.');
  return wanted;
}

export interface GroupChange {
  name: string;
  forOwnWorkflow: ForOwnWorkflow;
  entityGuids?: string[];
}

export async function createGroup(db: Db, orgGuid: string, change: GroupChange): Promise<OrgGroup> {
  const entityGuids = await assertOrgEntities(db, orgGuid, change.entityGuids ?? []);
  const guid = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(orgGroups)
      .values({ orgGuid, name: change.name, forOwnWorkflow: change.forOwnWorkflow })
      .returning();
    if (entityGuids.length)
      await tx
        .insert(orgGroupEntities)
        .values(entityGuids.map((entityGuid) => ({ orgGroupGuid: group!.guid, entityGuid })));
    return group!.guid;
  });
  return findGroup(db, orgGuid, guid);
}

/** Saves name, ownership and (when sent) the full list of entities of an existing group. */
export async function updateGroup(
  db: Db,
  orgGuid: string,
  groupGuid: string,
  change: GroupChange,
): Promise<OrgGroup> {
  await findGroup(db, orgGuid, groupGuid);
  const entityGuids = change.entityGuids && (await assertOrgEntities(db, orgGuid, change.entityGuids));
  await db.transaction(async (tx) => {
    await tx
      .update(orgGroups)
      .set({ name: change.name, forOwnWorkflow: change.forOwnWorkflow, updatedAt: new Date() })
      .where(eq(orgGroups.guid, groupGuid));
    if (!entityGuids) return;
    await tx.delete(orgGroupEntities).where(eq(orgGroupEntities.orgGroupGuid, groupGuid));
    if (entityGuids.length)
      await tx
        .insert(orgGroupEntities)
        .values(entityGuids.map((entityGuid) => ({ orgGroupGuid: groupGuid, entityGuid })));
  });
  return findGroup(db, orgGuid, groupGuid);
}

export async function deleteGroup(db: Db, orgGuid: string, groupGuid: string): Promise<void> {
  await findGroup(db, orgGuid, groupGuid);
  await db.delete(orgGroups).where(and(eq(orgGroups.guid, groupGuid), eq(orgGroups.orgGuid, orgGuid)));
}
