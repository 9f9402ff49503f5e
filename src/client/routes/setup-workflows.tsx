import { createFileRoute } from '@tanstack/react-router';
import { SETUP_EDITORS } from '../../shared/auth/role-sets.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { WorkflowDefinitionListPage } from '../features/workflow-setup/workflow-definition-list-page.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/setup-workflows')({
  staticData: { ...routeAccess.setupWorkflows, title: 'Workflows' },
  component: SetupWorkflowsPage,
});

function SetupWorkflowsPage() {
  const { status } = useAuth();
  const { org, userInfo } = useCurrentOrg(status === 'signedIn');
  const canEdit = org?.roles.some((role) => SETUP_EDITORS.includes(role)) ?? false;
  return (
    <WorkflowDefinitionListPage
      orgGuid={org?.guid}
      canEdit={canEdit}
      superAdmin={userInfo?.superAdmin ?? false}
    />
  );
}
