import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { toast } from '../components/ui/toast.tsx';
import { isAuthenticated, whenSettled } from '../features/auth/auth-service.ts';
import { userInfoQueryOptions } from '../features/user-session/api/get-my-user-info.ts';
import { forgetShortcode, rememberShortcode } from '../features/user-session/shortcode.ts';
import { shortcodeNotFound } from '../../shared/routing/shortcode.ts';
import { runReturnActions } from './-return-actions.ts';

/**
 * A shortcode link (spec 2): the code is kept for this tab, then user info is loaded with it. Signed out,
 * the person goes to the landing page and the code is sent once they have signed in. A code no shortcode
 * can be (HTML, a slash, anything but letters, digits, '-' and '_') is not found, said the way the server
 * says it, and the person carries on where a link would have taken them.
 */
export async function startFromShortcode(code: string, queryClient: QueryClient): Promise<never> {
  const known = rememberShortcode(code);
  const signedIn = isAuthenticated(await whenSettled());
  if (!known) {
    forgetShortcode();
    toast.error(shortcodeNotFound(code), { duration: Infinity });
    throw redirect({ to: signedIn ? '/main-dashboard' : '/landing', replace: true });
  }
  if (!signedIn) throw redirect({ to: '/landing', replace: true });
  await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  const workflowPath = runReturnActions(queryClient);
  if (workflowPath) throw redirect({ href: workflowPath, replace: true });
  throw redirect({ to: '/main-dashboard', replace: true });
}
