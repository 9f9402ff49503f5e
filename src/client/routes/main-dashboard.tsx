import { createFileRoute } from '@tanstack/react-router';
import { MainDashboard } from '../features/dashboard/components/main-dashboard.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/main-dashboard')({
  staticData: { ...routeAccess.mainDashboard, title: 'Summaries' },
  component: MainDashboardPage,
});

function MainDashboardPage() {
  const { status } = useAuth();
  const { org } = useCurrentOrg(status === 'signedIn');
  return <MainDashboard orgGuid={org?.guid} />;
}
