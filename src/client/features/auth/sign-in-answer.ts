import { isSignInRedirect } from '../../../shared/routing/sign-in-redirect.ts';

/*
 * The identity provider's answer to a sign-in comes back in the fragment of /landing (our redirect URI).
 * Some providers put it in the path instead (/state=…&code=…, spec 2's /state={state} route).
 */

/** Whether this location carries the provider's answer, which the guard completes before anything else. */
export function hasSignInAnswer(location: { pathname: string; hash: string }): boolean {
  if (isSignInRedirect(location.hash)) return true;
  return location.pathname.startsWith('/state=') && isSignInRedirect(location.pathname);
}

/** The answer's URL as oidc-client-ts reads it (in the fragment): a path-form answer is moved there. */
export function signInResponseUrl(location: Pick<Location, 'href' | 'origin' | 'pathname' | 'hash'>): string {
  if (location.hash.length > 1 || !location.pathname.startsWith('/state=')) return location.href;
  return `${location.origin}/landing#${location.pathname.slice(1)}`;
}
