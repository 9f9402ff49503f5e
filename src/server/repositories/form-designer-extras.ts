import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { loginAccountOrgs, loginAccounts, orgGroups } from '../db/tables/organisations.ts';
import { roleOrder } from './user-info.ts';

export interface KeyValue {
  key: string;
  value: string;
}

/** What section and form access rules may name in an organisation: its groups, the roles, its people and entities. */
export async function loadSectionAssignables(db: Db, orgGuid: string) {
  const [groups, users, entityRows] = await Promise.all([
    db
      .select({ key: orgGroups.guid, value: orgGroups.name })
      .from(orgGroups)
      .where(eq(orgGroups.orgGuid, orgGuid))
      .orderBy(asc(orgGroups.name)),
    db
      .select({ key: loginAccounts.guid, value: loginAccounts.loginName })
      .from(loginAccountOrgs)
      .innerJoin(loginAccounts, eq(loginAccounts.guid, loginAccountOrgs.loginAccountGuid))
      .where(eq(loginAccountOrgs.orgGuid, orgGuid))
      .orderBy(asc(loginAccounts.loginName)),
    db
      .select({ key: entities.guid, value: entities.name })
      .from(entities)
      .where(eq(entities.orgGuid, orgGuid))
      .orderBy(asc(entities.name)),
  ]);
  const roles: KeyValue[] = roleOrder.map((role) => ({ key: role, value: role }));
  return { groups, roles, users, entities: entityRows };
}
