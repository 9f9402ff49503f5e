import { createFileRoute } from '@tanstack/react-router';
import { ITEM_EDITORS } from '../../shared/auth/role-sets.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { ItemDefinitionListPage } from '../features/item-setup/item-definition-list-page.tsx';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/setup-items')({
  staticData: { ...routeAccess.setupItems, title: 'Items' },
  component: SetupItemsPage,
});

function SetupItemsPage() {
  const { status } = useAuth();
  const { org, userInfo } = useCurrentOrg(status === 'signedIn');
  // Spec 6: Setup Items creates and manages compliance items; View Setup looks.
  const canEdit =
    (userInfo?.superAdmin ?? false) || (org?.roles.some((role) => ITEM_EDITORS.includes(role)) ?? false);
  return <ItemDefinitionListPage orgGuid={org?.guid} canEdit={canEdit} />;
}
