import { and, eq, inArray } from 'drizzle-orm';
import type { RemoveRolesAndGroupsBody, UserInfo } from '../../shared/generated/types.gen.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { orgGroups } from '../db/tables/organisations.ts';
import { sessionRoleMasks } from '../db/tables/session-masks.ts';
import { badRequest } from '../http/problem.ts';

/** Roles and groups a person hid from themselves, per organisation (guids lower-cased). */
export interface RoleMask {
  superAdmin: boolean;
  orgs: Record<string, { roles: string[]; groupGuids: string[] }>;
}

export const emptyMask = (): RoleMask => ({ superAdmin: false, orgs: {} });

export async function loadMask(db: Db, loginAccountGuid: string): Promise<RoleMask> {
  const [row] = await db
    .select()
    .from(sessionRoleMasks)
    .where(eq(sessionRoleMasks.loginAccountGuid, loginAccountGuid));
  return row ? (row.mask as RoleMask) : emptyMask();
}

async function saveMask(db: Db, loginAccountGuid: string, mask: RoleMask): Promise<void> {
  await db
    .insert(sessionRoleMasks)
    .values({ loginAccountGuid, mask })
    .onConflictDoUpdate({ target: sessionRoleMasks.loginAccountGuid, set: { mask, updatedAt: new Date() } });
}

/** Adds to what the person hides; what was hidden before stays hidden. */
export async function extendMask(
  db: Db,
  loginAccountGuid: string,
  orgGuid: string,
  change: { roles: string[]; groupGuids: string[]; superAdmin: boolean },
): Promise<void> {
  const mask = await loadMask(db, loginAccountGuid);
  const key = orgGuid.toLowerCase();
  const current = mask.orgs[key] ?? { roles: [], groupGuids: [] };
  mask.orgs[key] = {
    roles: [...new Set([...current.roles, ...change.roles])],
    groupGuids: [...new Set([...current.groupGuids, ...change.groupGuids.map((g) => g.toLowerCase())])],
  };
  mask.superAdmin ||= change.superAdmin;
  await saveMask(db, loginAccountGuid, mask);
}

/** Stops hiding anything in one organisation (after the person was granted a role there on purpose). */
export async function clearOrgMask(db: Db, loginAccountGuid: string, orgGuid: string): Promise<void> {
  const mask = await loadMask(db, loginAccountGuid);
  if (!mask.orgs[orgGuid.toLowerCase()]) return;
  delete mask.orgs[orgGuid.toLowerCase()];
  await saveMask(db, loginAccountGuid, mask);
}

/** Refresh Settings: the person holds what they really hold again. */
export async function clearMask(db: Db, loginAccountGuid: string): Promise<void> {
  await db.delete(sessionRoleMasks).where(eq(sessionRoleMasks.loginAccountGuid, loginAccountGuid));
}

/** The user info as the person sees it while roles or groups are hidden: the caller already carries the mask. */
export function maskUserInfo(info: UserInfo, caller: Caller): UserInfo {
  const orgDict: UserInfo['orgDict'] = {};
  for (const [guid, org] of Object.entries(info.orgDict)) {
    if (!org) continue;
    orgDict[guid] = {
      ...org,
      roles: org.roles.filter((role) => caller.rolesByOrg.get(guid)?.has(role)),
      groupGuids: org.groupGuids.filter((group) => !caller.hiddenGroupGuids.has(group)),
    };
  }
  return { ...info, superAdmin: info.superAdmin && caller.superAdmin, orgDict };
}

/** 'Remove Roles or Groups': checks the choice (spec 5) and hides it from the caller until Refresh Settings. */
export async function hideRolesAndGroups(
  db: Db,
  caller: Caller,
  orgGuid: string,
  body: RemoveRolesAndGroupsBody,
): Promise<void> {
  const { rolesToRemove = [], groupGuidsToRemove = [] } = body;
  // Only a super admin has a flag to hide; for anyone else that choice removes nothing.
  const superAdmin = Boolean(body.removeSuperAdmin) && caller.superAdmin;
  if (!rolesToRemove.length && !groupGuidsToRemove.length && !superAdmin) {
    const message = 'Please select at least one role or group to remove';
    throw badRequest(message, { rolesToRemove: [message] });
  }
  const groups = groupGuidsToRemove.map((guid) => guid.toLowerCase());
  const known = groups.length
    ? await db
        .select({ guid: orgGroups.guid })
        .from(orgGroups)
        .where(and(eq(orgGroups.orgGuid, orgGuid), inArray(orgGroups.guid, groups)))
    : [];
  if (known.length !== groups.length) {
    const message = 'Some of the chosen groups are not part of this organization.';
    throw badRequest(message, { groupGuidsToRemove: [message] });
  }
  await extendMask(db, caller.loginAccountGuid, orgGuid, {
    roles: rolesToRemove,
    groupGuids: groups,
    superAdmin,
  });
}
