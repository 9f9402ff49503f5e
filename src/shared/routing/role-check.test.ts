import { describe, expect, it } from 'vitest';
import { checkRouteRoles } from './role-check.ts';
import type { RouteAccess } from './role-check.ts';

const member = { superAdmin: false, roles: ['Member'] as const };
const setupViewer = { superAdmin: false, roles: ['Member', 'ViewSetup'] as const };
const superAdmin = { superAdmin: true, roles: [] };
const landing = { action: 'redirect', to: '/landing' };
const allow = { action: 'allow' };

describe('checkRouteRoles', () => {
  it('lets a user in when one of their roles is required anywhere along the chain', () => {
    const chain: RouteAccess[] = [{ roles: ['ViewSetup'] }, { roles: ['SetupBasic'] }];
    expect(checkRouteRoles(chain, setupViewer)).toEqual(allow);
    expect(checkRouteRoles(chain, member)).toEqual(landing);
  });

  it('lets a super admin through routes flagged for super admins only', () => {
    const rawForms: RouteAccess[] = [{}, { superAdmin: true }];
    expect(checkRouteRoles(rawForms, superAdmin)).toEqual(allow);
    expect(checkRouteRoles(rawForms, setupViewer)).toEqual(landing);
  });

  it('does not let a super admin without roles into a role route that is not flagged', () => {
    expect(checkRouteRoles([{ roles: ['Member'] }], superAdmin)).toEqual(landing);
  });

  it('passes routes without role requirements and anonymous routes', () => {
    expect(checkRouteRoles([{}, {}], member)).toEqual(allow);
    expect(checkRouteRoles([{ anonymous: true }], { superAdmin: false, roles: [] })).toEqual(allow);
  });
});
