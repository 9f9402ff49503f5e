import { and, asc, eq } from 'drizzle-orm';
import type { OrgInvitation, Role } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { loginAccounts, orgInvitations, orgs } from '../db/tables/organisations.ts';
import { notFound } from '../http/problem.ts';
import type { AccountRow } from './login-accounts.ts';
import { isInOrg } from './login-accounts.ts';
import { ensureMembership, setRoles } from './memberships.ts';
import type { OrgRow } from './orgs.ts';
import { byRoleOrder } from './user-info.ts';

type InvitationRow = typeof orgInvitations.$inferSelect;

const describe = (row: InvitationRow, orgName: string): OrgInvitation => ({
  guid: row.guid.toLowerCase(),
  orgGuid: row.orgGuid.toLowerCase(),
  orgName,
  email: row.email,
  currentOrgRoles: (row.roles as Role[]).sort(byRoleOrder),
  invitedAt: row.createdAt.toISOString(),
});

/**
 * Invites an existing account to the organisation with the roles given. Inviting again replaces the roles
 * of the pending invitation. Nothing of the account changes until the person accepts.
 */
export async function inviteAccount(
  db: Db,
  org: OrgRow,
  account: AccountRow,
  roles: readonly Role[],
  invitedBy: string,
): Promise<OrgInvitation> {
  const [row] = await db
    .insert(orgInvitations)
    .values({
      orgGuid: org.guid,
      loginAccountGuid: account.guid,
      email: account.email,
      roles: [...roles],
      invitedByLoginAccountGuid: invitedBy,
    })
    .onConflictDoUpdate({
      target: [orgInvitations.orgGuid, orgInvitations.loginAccountGuid],
      set: {
        email: account.email,
        roles: [...roles],
        invitedByLoginAccountGuid: invitedBy,
        createdAt: new Date(),
      },
    })
    .returning();
  return describe(row!, org.name);
}

/** The pending invitations of the account that were made for its current address, oldest first. */
export async function invitationsOf(db: Db, loginAccountGuid: string): Promise<OrgInvitation[]> {
  const rows = await db
    .select({ invitation: orgInvitations, orgName: orgs.name })
    .from(orgInvitations)
    .innerJoin(orgs, eq(orgs.guid, orgInvitations.orgGuid))
    .innerJoin(
      loginAccounts,
      and(
        eq(loginAccounts.guid, orgInvitations.loginAccountGuid),
        eq(loginAccounts.email, orgInvitations.email),
      ),
    )
    .where(eq(orgInvitations.loginAccountGuid, loginAccountGuid))
    .orderBy(asc(orgInvitations.createdAt));
  return rows.map((row) => describe(row.invitation, row.orgName));
}

/** One pending invitation of the account, or 404: invitations of other people are not revealed. */
async function invitationOf(db: Db, loginAccountGuid: string, invitationGuid: string) {
  const guid = invitationGuid.toLowerCase();
  const [row] = await db
    .select({ invitation: orgInvitations, org: orgs, account: loginAccounts })
    .from(orgInvitations)
    .innerJoin(orgs, eq(orgs.guid, orgInvitations.orgGuid))
    .innerJoin(loginAccounts, eq(loginAccounts.guid, orgInvitations.loginAccountGuid))
    .where(and(eq(orgInvitations.guid, guid), eq(orgInvitations.loginAccountGuid, loginAccountGuid)));
  // An invitation made for another address (the account's e-mail was changed since) is void.
  if (!row || row.account.email !== row.invitation.email) throw notFound('Invitation not found');
  return row;
}

/**
 * The person joins the organisation with the invited roles (kept as they are when already a member).
 * Returns the organisation's guid.
 */
export async function acceptInvitation(
  db: Db,
  loginAccountGuid: string,
  invitationGuid: string,
): Promise<string> {
  const { invitation, org, account } = await invitationOf(db, loginAccountGuid, invitationGuid);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await isInOrg(t, account.guid, org.guid))) {
      await ensureMembership(t, account.guid, org, account.loginName);
      await setRoles(t, account.guid, org.guid, invitation.roles as Role[]);
    }
    await t.delete(orgInvitations).where(eq(orgInvitations.guid, invitation.guid));
  });
  return org.guid;
}

export async function declineInvitation(
  db: Db,
  loginAccountGuid: string,
  invitationGuid: string,
): Promise<void> {
  const { invitation } = await invitationOf(db, loginAccountGuid, invitationGuid);
  await db.delete(orgInvitations).where(eq(orgInvitations.guid, invitation.guid));
}

/** The organisation's pending invitations, for its User Admins. */
export async function invitationsOfOrg(db: Db, org: OrgRow): Promise<OrgInvitation[]> {
  const rows = await db
    .select()
    .from(orgInvitations)
    .where(eq(orgInvitations.orgGuid, org.guid))
    .orderBy(asc(orgInvitations.email));
  return rows.map((row) => describe(row, org.name));
}

/** Withdraws one of the organisation's invitations; 404 for an invitation of another organisation. */
export async function withdrawInvitation(db: Db, org: OrgRow, invitationGuid: string): Promise<void> {
  const removed = await db
    .delete(orgInvitations)
    .where(and(eq(orgInvitations.guid, invitationGuid.toLowerCase()), eq(orgInvitations.orgGuid, org.guid)))
    .returning({ guid: orgInvitations.guid });
  if (!removed.length) throw notFound('Invitation not found');
}
