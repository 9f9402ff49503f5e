import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { LoginAccount, Role } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { loginAccountOrgRoles, loginAccountOrgs, loginAccounts, orgs } from '../db/tables/organisations.ts';
import { notFound } from '../http/problem.ts';
import { byRoleOrder } from './user-info.ts';

export type AccountRow = typeof loginAccounts.$inferSelect;

/**
 * Whose organisations an answer may name: an organisation's administrators see only their own organisation
 * among a person's organisations; a super admin, whose screens cover the whole site, sees them all.
 */
export type OrgScope = 'thisOrg' | 'allOrgs';

/** The user administration shape of accounts, with their roles and entity in the organisation. */
async function describe(
  db: Db,
  orgGuid: string,
  accounts: AccountRow[],
  scope: OrgScope,
): Promise<LoginAccount[]> {
  if (!accounts.length) return [];
  const guids = accounts.map((a) => a.guid);
  const memberships = await db
    .select({
      loginAccountGuid: loginAccountOrgs.loginAccountGuid,
      orgGuid: orgs.guid,
      orgName: orgs.name,
      entityGuid: loginAccountOrgs.entityGuid,
    })
    .from(loginAccountOrgs)
    .innerJoin(orgs, eq(orgs.guid, loginAccountOrgs.orgGuid))
    .where(inArray(loginAccountOrgs.loginAccountGuid, guids))
    .orderBy(asc(orgs.name));
  const roles = await db
    .select()
    .from(loginAccountOrgRoles)
    .where(
      and(eq(loginAccountOrgRoles.orgGuid, orgGuid), inArray(loginAccountOrgRoles.loginAccountGuid, guids)),
    );
  const entityGuids = memberships
    .filter((m) => m.orgGuid === orgGuid && m.entityGuid)
    .map((m) => m.entityGuid!);
  const entityRows = entityGuids.length
    ? await db
        .select({ guid: entities.guid, entityDefinitionGuid: entities.entityDefinitionGuid })
        .from(entities)
        .where(and(eq(entities.orgGuid, orgGuid), inArray(entities.guid, entityGuids)))
    : [];
  return accounts.map((account) => {
    const mine = memberships.filter(
      (m) => m.loginAccountGuid === account.guid && (scope === 'allOrgs' || m.orgGuid === orgGuid),
    );
    const entity = entityRows.find((e) => e.guid === mine.find((m) => m.orgGuid === orgGuid)?.entityGuid);
    return {
      userGuid: account.guid.toLowerCase(),
      loginName: account.loginName,
      email: account.email,
      isTempAccount: account.subject === null,
      orgGuids: mine.map((m) => m.orgGuid.toLowerCase()),
      defaultOrgGuid: account.defaultOrgGuid?.toLowerCase() ?? null,
      currentOrgRoles: roles
        .filter((r) => r.loginAccountGuid === account.guid)
        .map((r) => r.role as Role)
        .sort(byRoleOrder),
      superAdmin: account.superAdmin,
      entity: entity
        ? { guid: entity.guid.toLowerCase(), entityDefinitionGuid: entity.entityDefinitionGuid.toLowerCase() }
        : null,
      userOrgNames: mine.map((m) => m.orgName),
    };
  });
}

/** The people of the organisation holding the role (Member: the members list; Guest: the guests list), by name. */
export async function listAccounts(
  db: Db,
  orgGuid: string,
  roleName: 'Member' | 'Guest',
  scope: OrgScope,
): Promise<LoginAccount[]> {
  const rows = await db
    .select({ account: loginAccounts })
    .from(loginAccounts)
    .innerJoin(loginAccountOrgRoles, eq(loginAccountOrgRoles.loginAccountGuid, loginAccounts.guid))
    .where(and(eq(loginAccountOrgRoles.orgGuid, orgGuid), eq(loginAccountOrgRoles.role, roleName)))
    .orderBy(asc(loginAccounts.loginName), asc(loginAccounts.email));
  return describe(
    db,
    orgGuid,
    rows.map((row) => row.account),
    scope,
  );
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(loginAccounts).where(eq(loginAccounts.email, email.toLowerCase()));
  return row;
}

/** True when the account has a membership or a role in the organisation. */
export async function isInOrg(db: Db, loginAccountGuid: string, orgGuid: string): Promise<boolean> {
  const [membership] = await db
    .select({ guid: loginAccountOrgs.orgGuid })
    .from(loginAccountOrgs)
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), eq(loginAccountOrgs.orgGuid, orgGuid)),
    );
  return Boolean(membership) || (await rolesIn(db, loginAccountGuid, orgGuid)).length > 0;
}

/**
 * True when the account has a membership or a role in an organisation other than this one: what is
 * the person's own (e-mail, name) is then no longer this organisation's to change.
 */
export async function belongsElsewhere(db: Db, loginAccountGuid: string, orgGuid: string): Promise<boolean> {
  const [membership] = await db
    .select({ guid: loginAccountOrgs.orgGuid })
    .from(loginAccountOrgs)
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), ne(loginAccountOrgs.orgGuid, orgGuid)),
    )
    .limit(1);
  if (membership) return true;
  const [role] = await db
    .select({ guid: loginAccountOrgRoles.orgGuid })
    .from(loginAccountOrgRoles)
    .where(
      and(
        eq(loginAccountOrgRoles.loginAccountGuid, loginAccountGuid),
        ne(loginAccountOrgRoles.orgGuid, orgGuid),
      ),
    )
    .limit(1);
  return Boolean(role);
}

/** The account's roles in the organisation, in `roleOrder`. */
export async function rolesIn(db: Db, loginAccountGuid: string, orgGuid: string): Promise<Role[]> {
  const rows = await db
    .select({ role: loginAccountOrgRoles.role })
    .from(loginAccountOrgRoles)
    .where(
      and(
        eq(loginAccountOrgRoles.loginAccountGuid, loginAccountGuid),
        eq(loginAccountOrgRoles.orgGuid, orgGuid),
      ),
    );
  return rows.map((row) => row.role as Role).sort(byRoleOrder);
}

/** The account of a person in the organisation, or 404: people of other organisations are not revealed. */
export async function accountInOrg(db: Db, orgGuid: string, userGuid: string): Promise<AccountRow> {
  const [row] = await db.select().from(loginAccounts).where(eq(loginAccounts.guid, userGuid.toLowerCase()));
  if (!row || !(await isInOrg(db, row.guid, orgGuid))) throw notFound('User not found');
  return row;
}

export async function describeAccount(
  db: Db,
  orgGuid: string,
  userGuid: string,
  scope: OrgScope,
): Promise<LoginAccount> {
  const [account] = await describe(db, orgGuid, [await accountInOrg(db, orgGuid, userGuid)], scope);
  return account!;
}
