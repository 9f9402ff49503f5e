export interface OrgChoice {
  guid: string;
  name: string;
}

/** The organisations whose name contains the filter text (any case), by name. */
export function filterOrgs(orgs: readonly OrgChoice[], filter: string): OrgChoice[] {
  const needle = filter.trim().toLowerCase();
  return orgs
    .filter((org) => needle === '' || org.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The starting organisation the drawer opens with: the saved one if the person still belongs to it. */
export function initialStartingOrg(
  orgs: readonly OrgChoice[],
  defaultOrgGuid: string | null | undefined,
  currentOrgGuid: string | undefined,
): string | undefined {
  const known = (guid: string | null | undefined) =>
    guid ? orgs.find((org) => org.guid.toLowerCase() === guid.toLowerCase())?.guid : undefined;
  return known(defaultOrgGuid) ?? known(currentOrgGuid);
}
