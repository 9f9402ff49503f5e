import type { Role } from '../../lib/api-types.ts';
import { routeAccess, type RouteAccess } from '../../lib/route-access.ts';

export type MenuSectionTitle =
  'Dashboards' | 'Workflows' | 'Entities' | 'Setup' | 'Email' | 'Admin' | 'Tech Support';

export interface MenuItem {
  label: string;
  to: string;
  /** The access rule of the item's route, the same object the route declares. */
  access: RouteAccess;
}

export interface MenuSection {
  title: MenuSectionTitle;
  items: readonly MenuItem[];
}

/**
 * The side menu, in the spec's section order. Only items whose routes exist are listed; the sections fill
 * up as the workflow, entity, setup, email, admin and tech-support pages arrive.
 */
export const menuModel: readonly MenuSection[] = [
  {
    title: 'Dashboards',
    items: [{ label: 'Summaries', to: '/main-dashboard', access: routeAccess.mainDashboard }],
  },
  { title: 'Workflows', items: [] },
  { title: 'Entities', items: [] },
  {
    title: 'Setup',
    items: [
      { label: 'Items', to: '/setup-items', access: routeAccess.setupItems },
      { label: 'Workflows', to: '/setup-workflows', access: routeAccess.setupWorkflows },
    ],
  },
  { title: 'Email', items: [] },
  {
    title: 'Admin',
    items: [
      { label: 'Organizations', to: '/organizations', access: routeAccess.organizations },
      { label: 'Security Groups', to: '/groups', access: routeAccess.groups },
      { label: 'Members', to: '/members', access: routeAccess.members },
      { label: 'Guests', to: '/guests', access: routeAccess.guests },
    ],
  },
  {
    title: 'Tech Support',
    items: [
      { label: 'Mail Outbox', to: '/mail-outbox', access: routeAccess.mailOutbox },
      { label: 'Raw Forms', to: '/tech-forms', access: routeAccess.techForms },
      { label: 'Site Status', to: '/site-status', access: routeAccess.siteStatus },
    ],
  },
];

export interface MenuViewer {
  roles: readonly Role[];
  superAdmin: boolean;
}

/** Spec 2: an item shows when its route allows the super admin, or the user holds one of its roles. */
export function isMenuItemAllowed(access: RouteAccess, viewer: MenuViewer): boolean {
  if (access.superAdmin && viewer.superAdmin) return true;
  if (!access.roles || access.roles.length === 0) return !access.superAdmin;
  return access.roles.some((role) => viewer.roles.includes(role));
}

/** The sections the viewer may see, each with only its allowed items; empty sections are dropped. */
export function visibleMenu(model: readonly MenuSection[], viewer: MenuViewer): MenuSection[] {
  return model
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => isMenuItemAllowed(item.access, viewer)),
    }))
    .filter((section) => section.items.length > 0);
}
