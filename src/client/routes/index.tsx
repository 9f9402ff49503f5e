import { createFileRoute } from '@tanstack/react-router';
import { guardRedirect } from '../app/route-guard.ts';
import { isAuthenticated, whenSettled } from '../features/auth/auth-service.ts';
import { routeAccess } from '../lib/route-access.ts';

// The root path has no page of its own (spec 2): the dashboard for a signed-in person, else the landing page.
export const Route = createFileRoute('/')({
  staticData: routeAccess.anonymous,
  beforeLoad: async () => {
    const snapshot = await whenSettled();
    guardRedirect(isAuthenticated(snapshot) ? '/main-dashboard' : '/landing');
  },
});
