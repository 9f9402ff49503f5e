import type { Role } from '../../lib/api-types.ts';

/** Spec 3: the setup levels, lowest first. */
export const setupLevels: Readonly<Partial<Record<Role, number>>> = {
  UserAdmin: 0,
  ViewSetup: 1,
  SetupBasic: 2,
  SetupItems: 3,
};

export const levelRoles = (Object.keys(setupLevels) as Role[]).sort(
  (a, b) => (setupLevels[a] ?? 0) - (setupLevels[b] ?? 0),
);

const order: readonly Role[] = ['Guest', 'Member', ...levelRoles];
const sorted = (roles: Iterable<Role>) => order.filter((role) => new Set(roles).has(role));

/**
 * Spec 4: choosing a setup level selects every lower level; unchecking one removes it and every higher
 * level. A person with setup roles is a Member, never a Guest.
 */
export function toggleSetupRole(roles: readonly Role[], role: Role, checked: boolean): Role[] {
  const level = setupLevels[role];
  if (level === undefined) return sorted(roles);
  const next = new Set(roles);
  for (const other of levelRoles) {
    const otherLevel = setupLevels[other] ?? 0;
    if (checked && otherLevel <= level) next.add(other);
    if (!checked && otherLevel >= level) next.delete(other);
  }
  if (checked) {
    next.delete('Guest');
    next.add('Member');
  }
  return sorted(next);
}

/** Spec 4: the Guest switch makes the person Guest only; switching back makes them a Member. */
export function setGuest(isGuest: boolean): Role[] {
  return isGuest ? ['Guest'] : ['Member'];
}

export function isGuestOnly(roles: readonly Role[]): boolean {
  return roles.length > 0 && roles.every((role) => role === 'Guest');
}
