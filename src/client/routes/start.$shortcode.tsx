import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticated, whenSettled } from '../features/auth/auth-service.ts';
import { userInfoQueryOptions } from '../features/user-session/api/get-my-user-info.ts';
import { rememberShortcode } from '../features/user-session/shortcode.ts';
import { routeAccess } from '../lib/route-access.ts';
import { runReturnActions } from './-return-actions.ts';

/*
 * A shortcode link (spec 2): the code is kept for this tab, then user info is loaded with it. Signed out,
 * the person goes to the landing page and the code is sent once they have signed in.
 */
export const Route = createFileRoute('/start/$shortcode')({
  staticData: { ...routeAccess.anonymous, title: 'Starting' },
  beforeLoad: async ({ params, context }) => {
    rememberShortcode(params.shortcode);
    if (!isAuthenticated(await whenSettled())) throw redirect({ to: '/landing', replace: true });
    await context.queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
    const workflowPath = runReturnActions(context.queryClient);
    if (workflowPath) throw redirect({ href: workflowPath, replace: true });
    throw redirect({ to: '/main-dashboard', replace: true });
  },
});
