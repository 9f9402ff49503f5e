import type { Role } from '../generated/types.gen.ts';
import { ALLOW, LANDING_PATH, redirectTo } from './guard-decision.ts';
import type { GuardDecision } from './guard-decision.ts';

/** The access metadata of one route in the matched chain (root first). */
export interface RouteAccess {
  /** Open to everyone, signed in or not. */
  anonymous?: boolean;
  /** Any one of these roles in the current organisation gives access. */
  roles?: readonly Role[];
  /** Super admins pass this route whatever their roles. */
  superAdmin?: boolean;
}

/** What the guard knows of the signed-in user. */
export interface UserAccess {
  superAdmin: boolean;
  /** The roles the user holds in the current organisation. */
  roles: readonly Role[];
}

/**
 * The role check of the router guard: the union of roles required along the matched chain must meet the user's
 * roles in the current organisation; super admins pass routes flagged for them; otherwise the landing page.
 */
export function checkRouteRoles(chain: readonly RouteAccess[], user: UserAccess): GuardDecision {
  if (chain.some((route) => route.anonymous === true)) return ALLOW;
  const flaggedForSuperAdmin = chain.some((route) => route.superAdmin === true);
  if (flaggedForSuperAdmin && user.superAdmin) return ALLOW;
  const required = new Set(chain.flatMap((route) => route.roles ?? []));
  // A route that names no role and no super admin flag asks only for a signed-in user.
  if (required.size === 0 && !flaggedForSuperAdmin) return ALLOW;
  return user.roles.some((role) => required.has(role)) ? ALLOW : redirectTo(LANDING_PATH);
}
