import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { UserListPage } from '../features/users/user-list-page.tsx';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/members')({
  staticData: { ...routeAccess.members, title: 'Members' },
  component: MembersPage,
});

function MembersPage() {
  const { status } = useAuth();
  const { userInfo, org } = useCurrentOrg(status === 'signedIn');
  return (
    <UserListPage
      orgGuid={org?.guid}
      whoToShow="Member"
      canEdit={org?.roles.includes('UserAdmin') ?? false}
      viewerIsSuperAdmin={userInfo?.superAdmin ?? false}
    />
  );
}
