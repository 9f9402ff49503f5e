import type { HomePageType, Role } from '../generated/types.gen.ts';
import { ALLOW, redirectTo } from './guard-decision.ts';
import type { GuardDecision } from './guard-decision.ts';

/** The path segment of a workflow route: the definition guid lowercased, spaces replaced by dashes. */
export function workflowRouteSegment(workflowDefinitionGuid: string): string {
  return workflowDefinitionGuid.toLowerCase().replace(/ /g, '-');
}

export interface GuestHomeInput {
  /** The path being visited, relative to the application's base path. */
  pathname: string;
  /** The user's roles in the current organisation. */
  roles: readonly Role[];
  /** The user's entity in the current organisation, if any. */
  entity?: { homePage?: HomePageType | null; homePageWorkflowDefinitionGuid?: string | null } | null;
}

const isPdfPath = (pathname: string) => /^\/?pdf(\/|$)/.test(pathname);

/** Sends a Guest whose home page is a workflow to that workflow; PDF pages and the home itself are left alone. */
export function guestHomeRedirect({ pathname, roles, entity }: GuestHomeInput): GuardDecision {
  const guid = entity?.homePageWorkflowDefinitionGuid;
  if (!roles.includes('Guest') || entity?.homePage !== 'Workflows' || !guid) return ALLOW;
  if (isPdfPath(pathname)) return ALLOW;
  const home = `/workflows/${workflowRouteSegment(guid)}`;
  const path = pathname.toLowerCase();
  const atHome = path === home || path.startsWith(`${home}/`);
  return atHome ? ALLOW : redirectTo(home);
}
