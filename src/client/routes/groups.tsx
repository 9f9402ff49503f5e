import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { GroupListPage } from '../features/groups/group-list-page.tsx';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/groups')({
  staticData: { ...routeAccess.groups, title: 'Security Groups' },
  component: GroupsPage,
});

function GroupsPage() {
  const { status } = useAuth();
  const { org } = useCurrentOrg(status === 'signedIn');
  return <GroupListPage orgGuid={org?.guid} canEdit={org?.roles.includes('UserAdmin') ?? false} />;
}
