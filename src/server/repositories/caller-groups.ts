import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAccountOrgs, orgGroupEntities, orgGroups } from '../db/tables/organisations.ts';

/** The security groups of an organisation that hold the person's entity there (what login-account rule conditions read). */
export async function groupGuidsOf(db: Db, loginAccountGuid: string, orgGuid: string): Promise<string[]> {
  const rows = await db
    .select({ guid: orgGroups.guid })
    .from(loginAccountOrgs)
    .innerJoin(orgGroupEntities, eq(orgGroupEntities.entityGuid, loginAccountOrgs.entityGuid))
    .innerJoin(
      orgGroups,
      and(eq(orgGroups.guid, orgGroupEntities.orgGroupGuid), eq(orgGroups.orgGuid, orgGuid)),
    )
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), eq(loginAccountOrgs.orgGuid, orgGuid)),
    );
  return rows.map((row) => row.guid);
}

/** True when the login account belongs to the organisation. */
export async function isMemberOf(db: Db, loginAccountGuid: string, orgGuid: string): Promise<boolean> {
  const [row] = await db
    .select({ guid: loginAccountOrgs.loginAccountGuid })
    .from(loginAccountOrgs)
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), eq(loginAccountOrgs.orgGuid, orgGuid)),
    );
  return Boolean(row);
}
