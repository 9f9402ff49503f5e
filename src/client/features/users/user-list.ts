import type { LoginAccount } from '../../../shared/generated/types.gen.ts';
import type { Role } from '../../lib/api-types.ts';

const words: Record<Role, string> = {
  Guest: 'Guest',
  Member: 'Member',
  UserAdmin: 'User Admin',
  ViewSetup: 'View Setup',
  SetupBasic: 'Setup Basic',
  SetupItems: 'Setup Items',
};
const order: readonly Role[] = ['Member', 'Guest', 'UserAdmin', 'ViewSetup', 'SetupBasic', 'SetupItems'];

/** The roles column: words in a steady order. */
export function rolesInWords(roles: readonly Role[] | undefined): string {
  return order
    .filter((role) => (roles ?? []).includes(role))
    .map((role) => words[role])
    .join(', ');
}

/** People whose name or e-mail contains the search text (any case), by name. */
export function searchAccounts(accounts: readonly LoginAccount[], search: string): LoginAccount[] {
  const needle = search.trim().toLowerCase();
  return accounts
    .filter(
      (account) => needle === '' || `${account.loginName} ${account.email}`.toLowerCase().includes(needle),
    )
    .sort((a, b) => a.loginName.localeCompare(b.loginName));
}
