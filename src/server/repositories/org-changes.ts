import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Org } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { loginAccountOrgs, loginAccounts, orgs } from '../db/tables/organisations.ts';
import { files } from '../db/tables/platform.ts';
import { conflict, fieldError } from '../http/problem.ts';
import { rolesIn } from './login-accounts.ts';
import { ensureMembership, normaliseRoles, setRoles } from './memberships.ts';
import { deleteLogoFile, isLogoUploadOf } from './files.ts';
import { isOrgEntityDefinition, type OrgRow } from './orgs.ts';
import { clearOrgMask } from './session-masks.ts';
import { endSignInsIfUnaffiliated, membersOf } from './sign-in-revocation.ts';

/** The editable columns of an organisation, as the editor sends them (strings already trimmed). */
const editable = (body: Org) => ({
  name: body.name,
  contactNumber: body.contactNumber ?? null,
  email: body.email ?? null,
  emailDomains: body.emailDomains?.trim() || null,
  websiteUrl: body.websiteUrl ?? null,
  customCss: body.customCSS || null,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Creates an organisation; its code must not be in use by another one (compared case-insensitively). */
export async function createOrg(db: Db, body: Org): Promise<OrgRow> {
  // Neither can exist yet: entity types and files belong to a saved organisation.
  if (body.logoFileGuid)
    throw fieldError('logoFileGuid', 'Please save the organization first before uploading a logo.');
  if (body.entityDefinitionGuid)
    throw fieldError(
      'entityDefinitionGuid',
      'Please save the organization first before choosing its default entity type.',
    );
  const [clash] = await db
    .select({ guid: orgs.guid })
    .from(orgs)
    .where(sql`lower(${orgs.code}) = lower(${body.code})`);
  if (clash) throw fieldError('code', 'Code already in use');
  try {
    const [row] = await db
      .insert(orgs)
      .values({ code: body.code, ...editable(body) })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('code', 'Code already in use');
    throw error;
  }
}

/** Saves the editor's changes. The code is locked once saved; the logo and default entity type must be the org's own. */
export async function updateOrg(db: Db, org: OrgRow, body: Org): Promise<OrgRow> {
  if (body.code !== org.code) throw fieldError('code', 'The code of a saved organization cannot be changed.');
  const entityDefinitionGuid = body.entityDefinitionGuid ?? null;
  if (entityDefinitionGuid && !(await isOrgEntityDefinition(db, org.guid, entityDefinitionGuid))) {
    throw fieldError(
      'entityDefinitionGuid',
      "The default entity type must be one of this organization's entity types.",
    );
  }
  const logoFileGuid = body.logoFileGuid ?? null;
  if (logoFileGuid && logoFileGuid.toLowerCase() !== org.logoFileGuid) {
    // Only a logo upload of this organization: an answer's file named here would be deleted with the next logo.
    if (!(await isLogoUploadOf(db, org.guid, logoFileGuid)))
      throw fieldError('logoFileGuid', 'The logo must be an image uploaded for this organization.');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orgs)
      .set({ ...editable(body), entityDefinitionGuid, logoFileGuid, updatedAt: new Date() })
      .where(eq(orgs.guid, org.guid))
      .returning();
    // A replaced or removed logo is used nowhere else: it goes with the change.
    if (org.logoFileGuid && org.logoFileGuid !== logoFileGuid?.toLowerCase())
      await deleteLogoFile(tx as unknown as Db, org.guid, org.logoFileGuid);
    return row!;
  });
}

/**
 * Deletes the organisation with everything that belongs to it (the database cascades memberships, roles,
 * groups, entities and definitions). Temporary accounts that belonged to no other organisation go too.
 */
export async function deleteOrg(db: Db, org: OrgRow): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const elsewhere = tx
        .select({ guid: loginAccountOrgs.loginAccountGuid })
        .from(loginAccountOrgs)
        .where(sql`${loginAccountOrgs.orgGuid} <> ${org.guid}`);
      const orphans = await tx
        .select({ guid: loginAccounts.guid })
        .from(loginAccounts)
        .innerJoin(loginAccountOrgs, eq(loginAccountOrgs.loginAccountGuid, loginAccounts.guid))
        .where(
          and(
            eq(loginAccountOrgs.orgGuid, org.guid),
            isNull(loginAccounts.subject),
            notInArray(loginAccounts.guid, elsewhere),
          ),
        );
      const people = await membersOf(tx as unknown as Db, org.guid);
      await tx.delete(files).where(eq(files.orgGuid, org.guid));
      await tx.delete(orgs).where(eq(orgs.guid, org.guid));
      for (const person of people) await endSignInsIfUnaffiliated(tx as unknown as Db, person);
      if (orphans.length)
        await tx.delete(loginAccounts).where(
          inArray(
            loginAccounts.guid,
            orphans.map((o) => o.guid),
          ),
        );
    });
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    // Records of areas that do not cascade still point at the organisation.
    if (code === '23503') throw conflict('The organization still has records that must be removed first.');
    throw error;
  }
}

/** The self-grant from the organisation list: the caller becomes a member with User Admin (a Guest becomes Member). */
export async function joinOrg(db: Db, account: { guid: string; name: string }, org: OrgRow): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await ensureMembership(t, account.guid, org, account.name);
    const held = (await rolesIn(t, account.guid, org.guid)).filter((role) => role !== 'Guest');
    await setRoles(t, account.guid, org.guid, normaliseRoles([...held, 'UserAdmin']));
  });
  // A User Admin hidden for testing would make the grant look like it did nothing.
  await clearOrgMask(db, account.guid, org.guid);
}
