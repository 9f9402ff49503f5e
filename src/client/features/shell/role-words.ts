import type { Role } from '../../lib/api-types.ts';

/** Roles as people read them (spec 2: 'roles as words'). */
export const roleWords: Record<Role, string> = {
  Guest: 'Guest',
  Member: 'Member',
  ViewSetup: 'View Setup',
  SetupBasic: 'Setup Basic',
  SetupItems: 'Setup Items',
  UserAdmin: 'User Admin',
};

const displayOrder: readonly Role[] = [
  'Member',
  'Guest',
  'UserAdmin',
  'ViewSetup',
  'SetupBasic',
  'SetupItems',
];

/** The roles in a steady order, as words. */
export function rolesAsWords(roles: readonly Role[]): string[] {
  return displayOrder.filter((role) => roles.includes(role)).map((role) => roleWords[role]);
}

/** Spec 6: 'Remove Roles or Groups' needs at least one role other than Guest. */
export function hasNonGuestRole(roles: readonly Role[]): boolean {
  return roles.some((role) => role !== 'Guest');
}

/** The first 8 characters of a guid, shown until the person asks for the whole one. */
export function shortGuid(guid: string): string {
  return guid.slice(0, 8);
}
