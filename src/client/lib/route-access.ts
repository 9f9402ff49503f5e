import type { RouteAccess } from '../../shared/routing/role-check.ts';

export type { RouteAccess };

/*
 * Who may open a route (spec 2, route table). Routes carry it as `staticData`; the router guard checks the
 * matched chain with the shared role check, and the side menu reads the same objects, so a menu item can
 * never offer a page its route would refuse.
 */
declare module '@tanstack/react-router' {
  // Declaration merging needs an interface; it adds RouteAccess's fields to every route's staticData.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteAccess {}
}

export const routeAccess = {
  anonymous: { anonymous: true },
  mainDashboard: { roles: ['Member'] },
  // 'User Admin and super admin flag': User Admins pass, and super admins pass by the flag.
  organizations: { roles: ['UserAdmin'], superAdmin: true },
  groups: { roles: ['UserAdmin'] },
  members: { roles: ['UserAdmin'] },
  guests: { roles: ['UserAdmin'] },
  mailOutbox: { superAdmin: true },
  techForms: { superAdmin: true },
  formResponses: { roles: ['ViewSetup'], superAdmin: true },
  userFormResponse: { roles: ['ViewSetup'] },
  // view-workflows and workflows/{definition}: Member or Guest (spec forms-and-workflows 2.1).
  workflows: { roles: ['Member', 'Guest'] },
} as const satisfies Record<string, RouteAccess>;
