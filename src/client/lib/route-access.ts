import type { RouteAccess } from '../../shared/routing/role-check.ts';
import { MEMBERS, SETUP_VIEWERS, USER_ADMINS, WORKFLOW_USERS } from '../../shared/auth/role-sets.ts';

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
  mainDashboard: { roles: MEMBERS },
  // 'User Admin and super admin flag': User Admins pass, and super admins pass by the flag.
  organizations: { roles: USER_ADMINS, superAdmin: true },
  groups: { roles: USER_ADMINS },
  members: { roles: USER_ADMINS },
  guests: { roles: USER_ADMINS },
  mailOutbox: { superAdmin: true },
  techForms: { superAdmin: true },
  siteStatus: { superAdmin: true },
  formResponses: { roles: SETUP_VIEWERS, superAdmin: true },
  // forms/{guid}/design: Setup Basic or super admin edit; other setup viewers look at it read-only.
  formDesigner: { roles: SETUP_VIEWERS, superAdmin: true },
  userFormResponse: { roles: SETUP_VIEWERS },
  // setup-workflows (and the other setup lists): View Setup, so every setup role (spec 2.1).
  setupWorkflows: { roles: SETUP_VIEWERS },
  setupItems: { roles: SETUP_VIEWERS },
  // compliance-item/{formGuid}/{itemGuid}/design: Setup Items or super admin edit; the other setup roles
  // look at it read-only, as they look at the item itself on the Items screen.
  complianceItemDesigner: { roles: SETUP_VIEWERS, superAdmin: true },
  // view-workflows and workflows/{definition}: Member or Guest (spec forms-and-workflows 2.1).
  workflows: { roles: WORKFLOW_USERS },
} as const satisfies Record<string, RouteAccess>;
