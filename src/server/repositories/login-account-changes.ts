import { and, eq, ne } from 'drizzle-orm';
import type {
  CreateLoginAccountBody,
  LoginAccount,
  OrgInvitation,
} from '../../shared/generated/types.gen.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { loginAccountOrgs, loginAccounts, orgInvitations } from '../db/tables/organisations.ts';
import { badRequest, fieldError, forbidden } from '../http/problem.ts';
import { accountInOrg, belongsElsewhere, findAccountByEmail, isInOrg } from './login-accounts.ts';
import { inviteAccount } from './org-invitations.ts';
import { ensureMembership, normaliseRoles, setRoles } from './memberships.ts';
import type { OrgRow } from './orgs.ts';

const alreadyRegistered = () => fieldError('email', 'Email already registered');
const isUniqueViolation = (error: unknown) =>
  [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('23505');

function assertMayGrantSuperAdmin(caller: Caller, wanted: boolean | undefined, current: boolean): void {
  // The flag applies to the entire site, so only someone who holds it may hand it out or take it away.
  if (wanted !== undefined && wanted !== current && !caller.superAdmin)
    throw forbidden('Only a super admin may grant or remove the super admin flag.');
}

export type CreateOutcome = { added: string } | { invitation: OrgInvitation };

/**
 * Adds a person to the organisation. A new e-mail makes a temporary account (claimed at first sign-in); an
 * account that belongs to no organisation (a person who signed up) is added to it as it is. An account that
 * belongs to another organisation or holds the super admin flag is only invited: it joins when the person
 * accepts, so no organisation can pull someone in, or reach their account, without them.
 */
export async function createAccount(
  db: Db,
  caller: Caller,
  org: OrgRow,
  body: CreateLoginAccountBody,
): Promise<CreateOutcome> {
  const roles = normaliseRoles(body.currentOrgRoles);
  const email = body.email.toLowerCase();
  const existing = await findAccountByEmail(db, email);
  assertMayGrantSuperAdmin(caller, body.superAdmin || undefined, existing?.superAdmin ?? false);
  if (existing && (await isInOrg(db, existing.guid, org.guid))) throw alreadyRegistered();
  if (existing && (existing.superAdmin || (await belongsElsewhere(db, existing.guid, org.guid)))) {
    // The flag is site-wide, not a membership: a super admin (the only one who may send it) grants it at once.
    if (body.superAdmin && !existing.superAdmin)
      await db
        .update(loginAccounts)
        .set({ superAdmin: true, updatedAt: new Date() })
        .where(eq(loginAccounts.guid, existing.guid));
    return { invitation: await inviteAccount(db, org, existing, roles, caller.loginAccountGuid) };
  }
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      let account = existing;
      if (!account) {
        [account] = await t
          .insert(loginAccounts)
          .values({ email, loginName: body.loginName, superAdmin: Boolean(body.superAdmin) })
          .returning();
      } else if (body.superAdmin) {
        await t
          .update(loginAccounts)
          .set({ superAdmin: true, updatedAt: new Date() })
          .where(eq(loginAccounts.guid, account.guid));
      }
      await ensureMembership(t, account!.guid, org, account!.loginName);
      await setRoles(t, account!.guid, org.guid, roles);
      return { added: account!.guid };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}

/** Saves the user editor: name, e-mail (temporary accounts only), roles in the organisation, super admin flag. */
export async function updateAccount(db: Db, caller: Caller, org: OrgRow, body: LoginAccount): Promise<void> {
  const account = await accountInOrg(db, org.guid, body.userGuid);
  const roles = normaliseRoles(body.currentOrgRoles);
  const self = account.guid === caller.loginAccountGuid;
  // Nobody locks themselves out of user administration by accident; a super admin can always rejoin.
  if (self && !roles.includes('UserAdmin') && !caller.superAdmin) {
    const message = 'You cannot remove your own User Admin role.';
    throw badRequest(message, { currentOrgRoles: [message] });
  }
  assertMayGrantSuperAdmin(caller, body.superAdmin, account.superAdmin);
  if (self && body.superAdmin === false && account.superAdmin)
    throw fieldError('superAdmin', 'You cannot remove your own super admin flag.');
  const email = body.email.toLowerCase();
  // What belongs to the person rather than to this organisation (their address, their name) is not this
  // organisation's to change once another organisation or the site-wide flag holds them too.
  const heldElsewhere = account.superAdmin || (await belongsElsewhere(db, account.guid, org.guid));
  if (body.loginName !== account.loginName && heldElsewhere && !caller.superAdmin)
    throw fieldError(
      'loginName',
      'The name cannot be changed here: the person also belongs to another organization or is a super admin.',
    );
  if (email !== account.email) {
    if (account.subject !== null)
      throw fieldError('email', 'The e-mail can only be changed until the person first signs in.');
    if (heldElsewhere)
      throw fieldError(
        'email',
        'The e-mail cannot be changed here: the person also belongs to another organization or is a super admin.',
      );
    const [clash] = await db
      .select({ guid: loginAccounts.guid })
      .from(loginAccounts)
      .where(and(eq(loginAccounts.email, email), ne(loginAccounts.guid, account.guid)));
    if (clash) throw alreadyRegistered();
  }
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t
        .update(loginAccounts)
        .set({
          loginName: body.loginName,
          email,
          superAdmin: body.superAdmin ?? account.superAdmin,
          updatedAt: new Date(),
        })
        .where(eq(loginAccounts.guid, account.guid));
      // Invitations follow the person, not the address: another organisation invited whoever had the old one.
      if (email !== account.email)
        await t.delete(orgInvitations).where(eq(orgInvitations.loginAccountGuid, account.guid));
      // The entity named after the person follows a rename, unless someone gave it a name of its own.
      const [membership] = await t
        .select()
        .from(loginAccountOrgs)
        .where(
          and(eq(loginAccountOrgs.loginAccountGuid, account.guid), eq(loginAccountOrgs.orgGuid, org.guid)),
        );
      if (membership?.entityGuid && body.loginName !== account.loginName) {
        await t
          .update(entities)
          .set({ name: body.loginName, updatedAt: new Date() })
          .where(
            and(
              eq(entities.guid, membership.entityGuid),
              eq(entities.orgGuid, org.guid),
              eq(entities.name, account.loginName),
            ),
          );
      }
      await setRoles(t, account.guid, org.guid, roles);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}
