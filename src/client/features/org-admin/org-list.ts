import type { Org } from '../../../shared/generated/types.gen.ts';
import type { Role } from '../../lib/api-types.ts';

/** Spec 2: the search box appears only above this many organisations. */
export const searchThreshold = 5;

/** The organisations with the search text (any case) in a shown column. */
export function searchOrgs(orgs: readonly Org[], search: string): Org[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...orgs];
  return orgs.filter((org) =>
    [org.name, org.code, org.contactNumber, org.email, org.websiteUrl, org.emailDomains].some((value) =>
      (value ?? '').toLowerCase().includes(needle),
    ),
  );
}

export function myRoles(org: Org): Role[] {
  return (org.loginRoleOrgs ?? []).map((entry) => entry.roleName);
}

/** Spec 6: a super admin may grant themselves User Admin where they lack it. */
export function canJoinAsUserAdmin(org: Org, superAdmin: boolean): boolean {
  return superAdmin && !myRoles(org).includes('UserAdmin');
}

/** Spec 2: the name opens the editor only for holders of View Setup there, or a super admin. */
export function canOpenEditor(
  org: Org,
  superAdmin: boolean,
  currentOrgGuid: string | undefined,
  currentRoles: readonly Role[],
): boolean {
  if (superAdmin) return true;
  const roles = org.guid === currentOrgGuid ? currentRoles : myRoles(org);
  return roles.includes('ViewSetup');
}
