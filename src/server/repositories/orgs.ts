import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type {
  Org,
  OrganisationInfo,
  OrgInfoEntityDefinition,
  Role,
} from '../../shared/generated/types.gen.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { entityDefinitions } from '../db/tables/entities.ts';
import { workflowDefinitions } from '../db/tables/workflows.ts';
import { loginAccountOrgs, orgGroups, orgs } from '../db/tables/organisations.ts';
import { byRoleOrder, roleOrder } from './user-info.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';

export type OrgRow = typeof orgs.$inferSelect;

const lower = (guid: string | null) => guid?.toLowerCase() ?? null;

/** The administration shape of an organisation, with the roles the caller holds there (My Roles). */
export function toOrg(row: OrgRow, callerRoles: Iterable<string> = []): Org {
  return {
    guid: row.guid.toLowerCase(),
    code: row.code,
    name: row.name,
    contactNumber: row.contactNumber,
    email: row.email,
    emailDomains: row.emailDomains,
    websiteUrl: row.websiteUrl,
    customCSS: row.customCss,
    entityDefinitionGuid: lower(row.entityDefinitionGuid),
    logoFileGuid: lower(row.logoFileGuid),
    loginRoleOrgs: [...callerRoles]
      .filter((role): role is Role => roleOrder.includes(role as Role))
      .sort(byRoleOrder)
      .map((roleName) => ({ roleName })),
  };
}

export async function findOrg(db: Db, orgGuid: string): Promise<OrgRow | undefined> {
  const [row] = await db.select().from(orgs).where(eq(orgs.guid, orgGuid));
  return row;
}

/** A super admin sees every organisation; anyone else those they belong to. Sorted by name. */
export async function listOrgsFor(db: Db, caller: Caller): Promise<Org[]> {
  const memberOf = or(
    inArray(
      orgs.guid,
      db
        .select({ guid: loginAccountOrgs.orgGuid })
        .from(loginAccountOrgs)
        .where(eq(loginAccountOrgs.loginAccountGuid, caller.loginAccountGuid)),
    ),
    inArray(orgs.guid, [...caller.rolesByOrg.keys(), EMPTY_GUID]),
  );
  const rows = await db
    .select()
    .from(orgs)
    .where(caller.superAdmin ? undefined : memberOf)
    .orderBy(asc(orgs.name), asc(orgs.guid));
  return rows.map((row) => toOrg(row, caller.rolesByOrg.get(row.guid) ?? []));
}

/** What the shell needs about the current organisation (spec 3: Organisation info). */
export async function loadOrgInfo(db: Db, org: OrgRow): Promise<OrganisationInfo> {
  const groups = await db
    .select({ guid: orgGroups.guid, name: orgGroups.name })
    .from(orgGroups)
    .where(eq(orgGroups.orgGuid, org.guid))
    .orderBy(asc(orgGroups.name));
  const definitions = await db
    .select({
      guid: entityDefinitions.guid,
      plural: entityDefinitions.namePlural,
      parent: entityDefinitions.parentEntityDefinitionGuid,
    })
    .from(entityDefinitions)
    .where(eq(entityDefinitions.orgGuid, org.guid))
    .orderBy(asc(entityDefinitions.namePlural));
  const workflows = await db
    .select({ guid: workflowDefinitions.guid, name: workflowDefinitions.name })
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.orgGuid, org.guid))
    .orderBy(asc(workflowDefinitions.name));
  const known = new Set(definitions.map((d) => d.guid));
  // Each definition sits under its parent; one whose parent is not in this organisation is a root.
  const childrenOf = (parent: string | null, seen: Set<string>): OrgInfoEntityDefinition[] =>
    definitions
      .filter((d) => (parent ? d.parent === parent : !d.parent || !known.has(d.parent)) && !seen.has(d.guid))
      .map((d) => ({
        guid: d.guid.toLowerCase(),
        plural: d.plural,
        childEntityDefinitions: childrenOf(d.guid, new Set([...seen, d.guid])),
      }));
  return {
    logoFileGuid: lower(org.logoFileGuid),
    orgGroupDtos: groups.map((g) => ({ guid: g.guid.toLowerCase(), name: g.name })),
    // The side menu has a route per workflow definition; archived ones take no new workflows but keep theirs.
    workflowDefinitionDtos: workflows.map((w) => ({ guid: w.guid.toLowerCase(), name: w.name })),
    entityDefinitionDtos: childrenOf(null, new Set()),
    customCSS: org.customCss,
  };
}

/** True when the entity definition belongs to the organisation. */
export async function isOrgEntityDefinition(db: Db, orgGuid: string, guid: string): Promise<boolean> {
  const [row] = await db
    .select({ guid: entityDefinitions.guid })
    .from(entityDefinitions)
    .where(and(eq(entityDefinitions.guid, guid), eq(entityDefinitions.orgGuid, orgGuid)));
  return Boolean(row);
}
