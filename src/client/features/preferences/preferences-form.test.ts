import { describe, expect, it } from 'vitest';
import { filterOrgs, initialStartingOrg } from './preferences-form.ts';

const orgs = [
  { guid: 'B', name: 'Beta Care' },
  { guid: 'A', name: 'Acme Health' },
  { guid: 'C', name: 'Coastal Health' },
];

describe('starting organisation', () => {
  it('filters by name in any case and lists by name', () => {
    expect(filterOrgs(orgs, 'HEALTH').map((org) => org.name)).toEqual(['Acme Health', 'Coastal Health']);
    expect(filterOrgs(orgs, '  ').map((org) => org.guid)).toEqual(['A', 'B', 'C']);
  });

  it('opens on the saved starting organisation, else the current one', () => {
    expect(initialStartingOrg(orgs, 'c', 'A')).toBe('C');
    expect(initialStartingOrg(orgs, 'gone', 'A')).toBe('A');
    expect(initialStartingOrg(orgs, null, undefined)).toBeUndefined();
  });
});
