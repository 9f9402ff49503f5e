import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { GuardDecision } from '../../shared/routing/guard-decision.ts';
import { guestHomeRedirect } from '../../shared/routing/guest-home.ts';
import { createLoopBreaker } from '../../shared/routing/loop-breaker.ts';
import { checkRouteRoles, type RouteAccess } from '../../shared/routing/role-check.ts';
import { hasSignInAnswer } from '../features/auth/sign-in-answer.ts';
import {
  completeSignInRedirect,
  isAuthenticated,
  signIn,
  whenSettled,
} from '../features/auth/auth-service.ts';
import { userInfoQueryOptions } from '../features/user-session/api/get-my-user-info.ts';
import { resolveCurrentOrg, selectedOrgGuid } from '../features/user-session/current-org.ts';

// Structural types: naming the router's own types here would make the route tree's type depend on itself.
interface GuardLocation {
  pathname: string;
  hash: string;
}

export interface GuardArgs {
  location: GuardLocation;
  matches: ReadonlyArray<{ staticData?: RouteAccess }>;
  context: { queryClient: QueryClient };
  preload: boolean;
}

const loopBreaker = createLoopBreaker(() => Date.now());

function follow(decision: GuardDecision, pathname: string): void {
  if (decision.action === 'redirect' && decision.to !== pathname)
    throw redirect({ href: decision.to, replace: true });
}

/**
 * The router guards of spec 2, in order: loop breaker, sign-in redirect completion, anonymous routes,
 * login, role check over the matched route chain, and the guest's workflow home page.
 */
export async function guardNavigation({ location, matches, context, preload }: GuardArgs): Promise<void> {
  if (preload) return;
  const { pathname } = location;
  follow(loopBreaker.run(), pathname);

  if (hasSignInAnswer(location)) {
    const signedIn = await completeSignInRedirect();
    throw redirect({ to: signedIn ? '/main-dashboard' : '/landing', replace: true });
  }

  const chain: RouteAccess[] = matches.map((match) => match.staticData ?? {});
  const anonymous = chain.some((access) => access.anonymous === true);
  if (!isAuthenticated(await whenSettled())) {
    if (anonymous) return;
    // The machine starts the sign-in, or sends a login that repeats within 5 s to the landing page.
    signIn('route');
    throw redirect({ to: '/landing', replace: true });
  }

  const info = await context.queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => undefined);
  // Without user info no role can be checked; the failure is already on screen as a toast.
  if (!info) {
    if (anonymous) return;
    throw redirect({ to: '/landing', replace: true });
  }
  const org = resolveCurrentOrg(info, selectedOrgGuid());
  const roles = org?.roles ?? [];
  follow(checkRouteRoles(chain, { superAdmin: info.superAdmin, roles }), pathname);
  follow(guestHomeRedirect({ pathname, roles, entity: org?.entityDto }), pathname);
}
