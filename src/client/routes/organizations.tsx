import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { OrgListPage } from '../features/org-admin/org-list-page.tsx';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/organizations')({
  staticData: { ...routeAccess.organizations, title: 'Organizations' },
  component: OrganizationsPage,
});

function OrganizationsPage() {
  const { status } = useAuth();
  const { userInfo, org } = useCurrentOrg(status === 'signedIn');
  return (
    <OrgListPage
      superAdmin={userInfo?.superAdmin ?? false}
      currentOrgGuid={org?.guid}
      currentRoles={org?.roles ?? emptyRoles}
    />
  );
}

// A stable empty list, so the table's memoised columns are not rebuilt on every render.
const emptyRoles = [] as const;
