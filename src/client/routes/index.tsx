import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticated, whenSettled } from '../features/auth/auth-service.ts';
import { routeAccess } from '../lib/route-access.ts';

// The root path has no page of its own (spec 2): the dashboard for a signed-in person, else the landing page.
export const Route = createFileRoute('/')({
  staticData: routeAccess.anonymous,
  beforeLoad: async () => {
    const snapshot = await whenSettled();
    throw redirect({ to: isAuthenticated(snapshot) ? '/main-dashboard' : '/landing', replace: true });
  },
});
