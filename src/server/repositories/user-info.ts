import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { HomePageType, OrgInUserInfo, Role, UserInfo } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities, entityDefinitions } from '../db/tables/entities.ts';
import {
  loginAccountOrgRoles,
  loginAccountOrgs,
  loginAccounts,
  orgGroupEntities,
  orgGroups,
  orgs,
} from '../db/tables/organisations.ts';

/** The order roles are listed in everywhere: Guest first, then by growing rights. */
export const roleOrder: readonly Role[] = [
  'Guest',
  'Member',
  'ViewSetup',
  'SetupBasic',
  'SetupItems',
  'UserAdmin',
];

/** Sorts roles into `roleOrder`. */
export const byRoleOrder = (a: Role, b: Role) => roleOrder.indexOf(a) - roleOrder.indexOf(b);

/** Everything the client keeps about the signed-in person, or undefined when the account does not exist. */
export async function loadUserInfo(db: Db, loginAccountGuid: string): Promise<UserInfo | undefined> {
  const [account] = await db.select().from(loginAccounts).where(eq(loginAccounts.guid, loginAccountGuid));
  if (!account) return undefined;

  // An organisation counts when the person has a membership row or a role there: access checks read the roles.
  const memberOf = or(
    inArray(
      orgs.guid,
      db
        .select({ guid: loginAccountOrgs.orgGuid })
        .from(loginAccountOrgs)
        .where(eq(loginAccountOrgs.loginAccountGuid, account.guid)),
    ),
    inArray(
      orgs.guid,
      db
        .select({ guid: loginAccountOrgRoles.orgGuid })
        .from(loginAccountOrgRoles)
        .where(eq(loginAccountOrgRoles.loginAccountGuid, account.guid)),
    ),
  );
  const orgRows = await db
    .select({
      guid: orgs.guid,
      name: orgs.name,
      entityGuid: entities.guid,
      entityName: entities.name,
      homePage: entityDefinitions.homePage,
      homePageWorkflowDefinitionGuid: entityDefinitions.homePageWorkflowDefinitionGuid,
    })
    .from(orgs)
    .leftJoin(
      loginAccountOrgs,
      and(eq(loginAccountOrgs.orgGuid, orgs.guid), eq(loginAccountOrgs.loginAccountGuid, account.guid)),
    )
    // The entity must belong to the same organisation: a stale link never shows another organisation's entity.
    .leftJoin(entities, and(eq(entities.guid, loginAccountOrgs.entityGuid), eq(entities.orgGuid, orgs.guid)))
    .leftJoin(entityDefinitions, eq(entityDefinitions.guid, entities.entityDefinitionGuid))
    .where(memberOf)
    .orderBy(asc(orgs.name), asc(orgs.guid));

  const roleRows = await db
    .select({ orgGuid: loginAccountOrgRoles.orgGuid, role: loginAccountOrgRoles.role })
    .from(loginAccountOrgRoles)
    .where(eq(loginAccountOrgRoles.loginAccountGuid, account.guid));

  const entityGuids = orgRows.flatMap((row) => (row.entityGuid ? [row.entityGuid] : []));
  const groupRows = entityGuids.length
    ? await db
        .select({
          orgGuid: orgGroups.orgGuid,
          groupGuid: orgGroups.guid,
          entityGuid: orgGroupEntities.entityGuid,
        })
        .from(orgGroupEntities)
        .innerJoin(orgGroups, eq(orgGroups.guid, orgGroupEntities.orgGroupGuid))
        .where(inArray(orgGroupEntities.entityGuid, entityGuids))
        .orderBy(asc(orgGroups.name))
    : [];

  const orgDict: Record<string, OrgInUserInfo> = {};
  for (const row of orgRows) {
    const guid = row.guid.toLowerCase();
    orgDict[guid] = {
      name: row.name,
      guid,
      roles: roleRows
        .filter((r) => r.orgGuid === row.guid)
        .map((r) => r.role as Role)
        .sort(byRoleOrder),
      groupGuids: groupRows
        .filter((g) => g.orgGuid === row.guid && g.entityGuid === row.entityGuid)
        .map((g) => g.groupGuid.toLowerCase()),
      entityDto:
        row.entityGuid && row.entityName !== null
          ? {
              name: row.entityName,
              guid: row.entityGuid.toLowerCase(),
              homePage: (row.homePage ?? 'Default') as HomePageType,
              homePageWorkflowDefinitionGuid: row.homePageWorkflowDefinitionGuid?.toLowerCase() ?? null,
            }
          : null,
    };
  }

  const storedDefault = account.defaultOrgGuid?.toLowerCase();
  // A default the person no longer belongs to is ignored rather than trusted; orgRows are sorted by name.
  const defaultOrgGuid =
    storedDefault && orgDict[storedDefault] ? storedDefault : (orgRows[0]?.guid.toLowerCase() ?? null);

  return {
    superAdmin: account.superAdmin,
    isTempAccount: account.subject === null,
    defaultOrgGuid,
    userGuid: account.guid.toLowerCase(),
    loginName: account.loginName,
    email: account.email,
    orgDict,
    returnActions: [],
  };
}

/** Stores the organisation the person starts in; null forgets the choice. */
export async function setDefaultOrg(db: Db, loginAccountGuid: string, orgGuid: string | null): Promise<void> {
  await db
    .update(loginAccounts)
    .set({ defaultOrgGuid: orgGuid, updatedAt: new Date() })
    .where(eq(loginAccounts.guid, loginAccountGuid));
}
