import { createFileRoute } from '@tanstack/react-router';
import { ComplianceItemDesignerScreen } from '../features/item-setup/compliance-item-designer-screen.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/compliance-item/$formGuid/$itemGuid/design')({
  staticData: { ...routeAccess.complianceItemDesigner, title: 'Item Form Designer' },
  component: ComplianceItemDesignPage,
});

function ComplianceItemDesignPage() {
  const { formGuid, itemGuid } = Route.useParams();
  return <ComplianceItemDesignerScreen formGuid={formGuid} itemGuid={itemGuid} />;
}
