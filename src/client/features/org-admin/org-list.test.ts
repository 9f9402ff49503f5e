import { describe, expect, it } from 'vitest';
import type { Org } from '../../../shared/generated/types.gen.ts';
import { canJoinAsUserAdmin, canOpenEditor, searchOrgs } from './org-list.ts';

const org = (guid: string, name: string, roles: Org['loginRoleOrgs'] = []): Org => ({
  guid,
  code: guid.toUpperCase(),
  name,
  email: `${guid}@example.com`,
  loginRoleOrgs: roles,
});
const orgs = [org('nw', 'Northwind'), org('ac', 'Acme Health', [{ roleName: 'ViewSetup' }])];

describe('organisation list', () => {
  it('searches the shown columns in any case', () => {
    expect(searchOrgs(orgs, 'acme').map((o) => o.guid)).toEqual(['ac']);
    expect(searchOrgs(orgs, 'NW@EXAMPLE').map((o) => o.guid)).toEqual(['nw']);
    expect(searchOrgs(orgs, ' ')).toHaveLength(2);
  });

  it('opens the editor for View Setup holders and super admins only', () => {
    expect(canOpenEditor(orgs[0]!, false, undefined, [])).toBe(false);
    expect(canOpenEditor(orgs[1]!, false, undefined, [])).toBe(true);
    expect(canOpenEditor(orgs[0]!, false, 'nw', ['ViewSetup'])).toBe(true);
    expect(canOpenEditor(orgs[0]!, true, undefined, [])).toBe(true);
  });

  it('offers a super admin User Admin where they lack it', () => {
    expect(canJoinAsUserAdmin(orgs[0]!, true)).toBe(true);
    expect(canJoinAsUserAdmin(org('x', 'X', [{ roleName: 'UserAdmin' }]), true)).toBe(false);
    expect(canJoinAsUserAdmin(orgs[0]!, false)).toBe(false);
  });
});
