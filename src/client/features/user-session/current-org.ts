import type { UserInfo, UserOrg } from '../../lib/api-types.ts';
import { createStore, useStore } from '../../lib/store.ts';

/*
 * The organisation the person acts in. It starts as their default organisation; a SwitchToOrg return action
 * (and, later, the user popover) changes it for this tab only, hence sessionStorage.
 */
const storageKey = 'bt.currentOrg';

const selectedOrgStore = createStore<string | undefined>(
  typeof sessionStorage === 'undefined' ? undefined : (sessionStorage.getItem(storageKey) ?? undefined),
);

export function switchToOrg(orgGuid: string): void {
  sessionStorage.setItem(storageKey, orgGuid);
  selectedOrgStore.set(orgGuid);
}

export function selectedOrgGuid(): string | undefined {
  return selectedOrgStore.get();
}

export function useSelectedOrgGuid(): string | undefined {
  return useStore(selectedOrgStore);
}

/**
 * The organisation in effect: the chosen one if the person still belongs to it, else their default one,
 * else the first by name (a default may point at an organisation they were removed from), else none.
 */
export function resolveCurrentOrg(
  info: UserInfo | undefined,
  selected: string | undefined,
): UserOrg | undefined {
  if (!info) return undefined;
  const byGuid = (guid: string | null | undefined) =>
    guid ? (info.orgDict[guid.toLowerCase()] ?? info.orgDict[guid]) : undefined;
  return (
    byGuid(selected) ??
    byGuid(info.defaultOrgGuid) ??
    Object.values(info.orgDict)
      .filter((org): org is UserOrg => org !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name))[0]
  );
}
