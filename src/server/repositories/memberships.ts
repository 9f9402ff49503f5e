import { and, eq } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import type { Role } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { loginAccountOrgRoles, loginAccountOrgs, loginAccounts } from '../db/tables/organisations.ts';
import { badRequest } from '../http/problem.ts';
import { accountInOrg } from './login-accounts.ts';
import type { OrgRow } from './orgs.ts';
import { byRoleOrder } from './user-info.ts';
import { endSignInsIfUnaffiliated } from './sign-in-revocation.ts';

/** The user editor's setup levels, lowest first: choosing one brings every lower one with it (spec 3, 4). */
const setupLevels: readonly Role[] = ['UserAdmin', 'ViewSetup', 'SetupBasic', 'SetupItems'];

/**
 * The roles a person really gets from a role choice: Guest alone, or Member plus the chosen setup level and
 * every level below it, in the usual role order.
 */
export function normaliseRoles(chosen: readonly Role[]): Role[] {
  if (chosen.includes('Guest')) {
    if (chosen.length > 1) {
      const message =
        'A guest cannot hold other roles: choose Guest alone, or Member with optional setup roles.';
      throw badRequest(message, { currentOrgRoles: [message] });
    }
    return ['Guest'];
  }
  const top = Math.max(-1, ...chosen.map((role) => setupLevels.indexOf(role)));
  const roles: Role[] = ['Member', ...setupLevels.slice(0, top + 1)];
  return roles.sort(byRoleOrder);
}

/**
 * Makes the person a member of the organisation, represented there by a new entity of the organisation's
 * default entity type named after them. An existing membership is kept as it is.
 */
export async function ensureMembership(
  db: Db,
  loginAccountGuid: string,
  org: OrgRow,
  personName: string,
): Promise<void> {
  const [existing] = await db
    .select()
    .from(loginAccountOrgs)
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), eq(loginAccountOrgs.orgGuid, org.guid)),
    );
  if (existing) return;
  let entityGuid: string | null = null;
  if (org.entityDefinitionGuid) {
    const [entity] = await db
      .insert(entities)
      .values({ orgGuid: org.guid, name: personName, entityDefinitionGuid: org.entityDefinitionGuid })
      .returning({ guid: entities.guid });
    entityGuid = entity!.guid;
  }
  await db.insert(loginAccountOrgs).values({ loginAccountGuid, orgGuid: org.guid, entityGuid });
}

/** Replaces the person's roles in the organisation. */
export async function setRoles(
  db: Db,
  loginAccountGuid: string,
  orgGuid: string,
  roles: readonly Role[],
): Promise<void> {
  await db
    .delete(loginAccountOrgRoles)
    .where(
      and(
        eq(loginAccountOrgRoles.loginAccountGuid, loginAccountGuid),
        eq(loginAccountOrgRoles.orgGuid, orgGuid),
      ),
    );
  if (roles.length)
    await db.insert(loginAccountOrgRoles).values(roles.map((role) => ({ loginAccountGuid, orgGuid, role })));
}

/**
 * Takes the person out of the organisation (membership and roles). Their entity stays, since the
 * organisation's records may name it. A temporary account left in no organisation is deleted.
 */
export async function removeFromOrg(db: Db, caller: Caller, org: OrgRow, userGuid: string): Promise<void> {
  const account = await accountInOrg(db, org.guid, userGuid);
  if (account.guid === caller.loginAccountGuid)
    throw badRequest('You cannot remove yourself from the organization.');
  await db.transaction(async (tx) => {
    await tx
      .delete(loginAccountOrgRoles)
      .where(
        and(
          eq(loginAccountOrgRoles.loginAccountGuid, account.guid),
          eq(loginAccountOrgRoles.orgGuid, org.guid),
        ),
      );
    await tx
      .delete(loginAccountOrgs)
      .where(
        and(eq(loginAccountOrgs.loginAccountGuid, account.guid), eq(loginAccountOrgs.orgGuid, org.guid)),
      );
    if (account.subject !== null) {
      await endSignInsIfUnaffiliated(tx as unknown as Db, account.guid);
      return;
    }
    const [elsewhere] = await tx
      .select({ guid: loginAccountOrgs.orgGuid })
      .from(loginAccountOrgs)
      .where(eq(loginAccountOrgs.loginAccountGuid, account.guid))
      .limit(1);
    const [roleElsewhere] = await tx
      .select({ role: loginAccountOrgRoles.role })
      .from(loginAccountOrgRoles)
      .where(eq(loginAccountOrgRoles.loginAccountGuid, account.guid))
      .limit(1);
    if (!elsewhere && !roleElsewhere && !account.superAdmin)
      await tx.delete(loginAccounts).where(eq(loginAccounts.guid, account.guid));
  });
}
