import { eq, sql } from 'drizzle-orm';
import { endAllSignIns } from '../auth/identity-users.ts';
import type { Db } from '../db/database.ts';
import { loginAccountOrgRoles, loginAccountOrgs, loginAccounts } from '../db/tables/organisations.ts';

/**
 * Ends every sign-in (sessions, grants, refresh tokens) of a person who no longer belongs anywhere: no
 * membership, no role and no super admin flag. Their access token still works for its last minutes, but it
 * opens nothing (they have no organisation) and can no longer be renewed.
 */
export async function endSignInsIfUnaffiliated(db: Db, loginAccountGuid: string): Promise<void> {
  const [account] = await db
    .select({ subject: loginAccounts.subject, superAdmin: loginAccounts.superAdmin })
    .from(loginAccounts)
    .where(eq(loginAccounts.guid, loginAccountGuid));
  if (!account?.subject || account.superAdmin) return;
  const [membership] = await db
    .select({ org: loginAccountOrgs.orgGuid })
    .from(loginAccountOrgs)
    .where(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid))
    .limit(1);
  const [role] = await db
    .select({ org: loginAccountOrgRoles.orgGuid })
    .from(loginAccountOrgRoles)
    .where(eq(loginAccountOrgRoles.loginAccountGuid, loginAccountGuid))
    .limit(1);
  if (membership || role) return;
  // The subject is `{issuer}|{identity id}`; only the embedded provider's grants live in our database.
  const identityId = account.subject.slice(account.subject.lastIndexOf('|') + 1);
  await endAllSignIns(db, identityId);
}

/** The people of an organisation, before it is deleted: afterwards, those who belong nowhere are signed out. */
export async function membersOf(db: Db, orgGuid: string): Promise<string[]> {
  const rows = await db
    .select({ guid: loginAccountOrgs.loginAccountGuid })
    .from(loginAccountOrgs)
    .where(eq(loginAccountOrgs.orgGuid, orgGuid));
  const roles = await db
    .select({ guid: loginAccountOrgRoles.loginAccountGuid })
    .from(loginAccountOrgRoles)
    .where(sql`${loginAccountOrgRoles.orgGuid} = ${orgGuid}`);
  return [...new Set([...rows, ...roles].map((row) => row.guid))];
}
