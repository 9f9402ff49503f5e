import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { GuardDecision } from '../../shared/routing/guard-decision.ts';
import { guestHomeRedirect } from '../../shared/routing/guest-home.ts';
import { createLoopBreaker, LOOP_STOPPED_MESSAGE } from '../../shared/routing/loop-breaker.ts';
import { checkRouteRoles, type RouteAccess } from '../../shared/routing/role-check.ts';
import { hasSignInAnswer } from '../features/auth/sign-in-answer.ts';
import { returnPathStore } from '../features/auth/return-path-store.ts';
import {
  completeSignInRedirect,
  isAuthenticated,
  signIn,
  whenSettled,
} from '../features/auth/auth-service.ts';
import { userInfoQueryOptions } from '../features/user-session/api/get-my-user-info.ts';
import { resolveCurrentOrg, selectedOrgGuid } from '../features/user-session/current-org.ts';
import { guardNotice } from './guard-notice.ts';

// Structural types: naming the router's own types here would make the route tree's type depend on itself.
interface GuardLocation {
  pathname: string;
  hash: string;
  searchStr?: string;
}

export interface GuardArgs {
  location: GuardLocation;
  matches: ReadonlyArray<{ staticData?: RouteAccess }>;
  context: { queryClient: QueryClient };
  preload: boolean;
}

const HOME_PATH = '/main-dashboard';

const loopBreaker = createLoopBreaker(() => Date.now());

/** Set while the guard follows a page remembered at sign-in: refused there, the person goes home instead. */
let followingReturnPath = false;

/** Every redirect a guard makes goes through here, so the loop breaker counts it (and only it). */
export function guardRedirect(to: string): never {
  const verdict = loopBreaker.redirect(to);
  if (verdict.stopped) guardNotice.set(LOOP_STOPPED_MESSAGE);
  throw redirect({ href: verdict.to, replace: true });
}

function follow(decision: GuardDecision, pathname: string): void {
  if (decision.action === 'redirect' && decision.to !== pathname) guardRedirect(decision.to);
}

/**
 * The router guards of spec 2, in order: sign-in redirect completion, anonymous routes, login, role check
 * over the matched route chain, and the guest's workflow home page. Their redirects pass the loop breaker.
 */
export async function guardNavigation({ location, matches, context, preload }: GuardArgs): Promise<void> {
  if (preload) return;
  const { pathname } = location;
  const afterSignIn = followingReturnPath;
  followingReturnPath = false;

  if (hasSignInAnswer(location)) {
    const signedIn = await completeSignInRedirect();
    const returnPath = signedIn ? returnPathStore.take() : undefined;
    followingReturnPath = returnPath !== undefined;
    guardRedirect(signedIn ? (returnPath ?? HOME_PATH) : '/landing');
  }

  const chain: RouteAccess[] = matches.map((match) => match.staticData ?? {});
  const anonymous = chain.some((access) => access.anonymous === true);
  if (!isAuthenticated(await whenSettled())) {
    if (anonymous) return;
    // Remembered so the person arrives here once signed in (when their roles allow it).
    returnPathStore.remember(pathname + (location.searchStr ?? ''));
    // The machine starts the sign-in, or sends a login that repeats within 5 s to the landing page.
    signIn('route');
    guardRedirect('/landing');
  }

  const info = await context.queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => undefined);
  // Without user info no role can be checked; the failure is already on screen as a toast.
  if (!info) {
    if (anonymous) return;
    guardRedirect('/landing');
  }
  const org = resolveCurrentOrg(info, selectedOrgGuid());
  const roles = org?.roles ?? [];
  const roleDecision = checkRouteRoles(chain, { superAdmin: info.superAdmin, roles });
  // A remembered page the roles refuse: the person signed in to go somewhere, so home beats the landing page.
  follow(
    afterSignIn && roleDecision.action === 'redirect' ? { action: 'redirect', to: HOME_PATH } : roleDecision,
    pathname,
  );
  follow(guestHomeRedirect({ pathname, roles, entity: org?.entityDto }), pathname);
  if (!anonymous) guardNotice.set(undefined);
}
