import type { Caller } from './caller.ts';

/** The people a response belongs to: the person it was made for and the person who made it. */
export interface ResponseOwners {
  readonly orgGuid: string;
  readonly userGuid?: string | null;
  readonly createdByUserGuid?: string | null;
}

/** True when the caller's only role in the organisation is Guest (a super admin never is). */
export function isGuestOnlyIn(caller: Caller, orgGuid: string): boolean {
  if (caller.superAdmin) return false;
  const roles = caller.rolesByOrg.get(orgGuid);
  return roles !== undefined && [...roles].every((role) => role === 'Guest');
}

/**
 * True when the caller may read and write this response. Until workflow access rules exist, a Guest
 * reaches only responses made for them or by them; members and super admins reach every response of
 * their organisations.
 */
export function mayReachResponse(caller: Caller | null | undefined, response: ResponseOwners): boolean {
  if (!caller) return false;
  if (caller.superAdmin) return true;
  if (!caller.rolesByOrg.has(response.orgGuid)) return false;
  if (!isGuestOnlyIn(caller, response.orgGuid)) return true;
  const me = caller.loginAccountGuid.toLowerCase();
  return response.userGuid?.toLowerCase() === me || response.createdByUserGuid?.toLowerCase() === me;
}
