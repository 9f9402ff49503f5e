import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { entities, entityDefinitions } from '../db/tables/entities.ts';
import {
  loginAccountOrgRoles,
  loginAccountOrgs,
  loginAccounts,
  orgGroupEntities,
  orgGroups,
} from '../db/tables/organisations.ts';
import { toOrg, type OrgRow } from './orgs.ts';
import { roleOrder } from './user-info.ts';

/**
 * Everything that makes up the organisation's setup and people, as one JSON document for a super admin
 * to keep or inspect: its fields, entity types, entities, groups, and members with their roles. File
 * contents and sign-in identities are left out.
 */
export async function exportOrg(db: Db, org: OrgRow) {
  const definitions = await db
    .select()
    .from(entityDefinitions)
    .where(eq(entityDefinitions.orgGuid, org.guid))
    .orderBy(asc(entityDefinitions.name));
  const entityRows = await db
    .select()
    .from(entities)
    .where(eq(entities.orgGuid, org.guid))
    .orderBy(asc(entities.name));
  const groups = await db
    .select()
    .from(orgGroups)
    .where(eq(orgGroups.orgGuid, org.guid))
    .orderBy(asc(orgGroups.name));
  const groupEntities = groups.length
    ? await db
        .select()
        .from(orgGroupEntities)
        .where(
          inArray(
            orgGroupEntities.orgGroupGuid,
            groups.map((g) => g.guid),
          ),
        )
    : [];
  const members = await db
    .select({ account: loginAccounts, entityGuid: loginAccountOrgs.entityGuid })
    .from(loginAccountOrgs)
    .innerJoin(loginAccounts, eq(loginAccounts.guid, loginAccountOrgs.loginAccountGuid))
    .where(eq(loginAccountOrgs.orgGuid, org.guid))
    .orderBy(asc(loginAccounts.loginName));
  const roles = await db
    .select()
    .from(loginAccountOrgRoles)
    .where(eq(loginAccountOrgRoles.orgGuid, org.guid));
  const { loginRoleOrgs: _mine, ...fields } = toOrg(org);
  return {
    exportedAt: new Date().toISOString(),
    org: fields,
    entityDefinitions: definitions.map(({ createdAt, updatedAt, madePublicAt, ...definition }) => ({
      ...definition,
      madePublicAt: madePublicAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    entities: entityRows.map(({ guid, name, status, entityDefinitionGuid }) => ({
      guid,
      name,
      status,
      entityDefinitionGuid,
    })),
    orgGroups: groups.map((group) => ({
      guid: group.guid,
      name: group.name,
      forOwnWorkflow: group.forOwnWorkflow,
      entityGuids: groupEntities.filter((ge) => ge.orgGroupGuid === group.guid).map((ge) => ge.entityGuid),
    })),
    members: members.map(({ account, entityGuid }) => ({
      userGuid: account.guid,
      loginName: account.loginName,
      email: account.email,
      isTempAccount: account.subject === null,
      superAdmin: account.superAdmin,
      entityGuid,
      roles: roles
        .filter((r) => r.loginAccountGuid === account.guid)
        .map((r) => r.role)
        .sort((a, b) => roleOrder.indexOf(a as never) - roleOrder.indexOf(b as never)),
    })),
  };
}
