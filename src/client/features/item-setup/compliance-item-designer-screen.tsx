import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { FormDesignerScreen } from '../designer/form-designer-screen.tsx';
import { COMPLIANCE_FORM_TYPES } from '../designer/form-properties.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useItemDefinitionOfForm } from './api/item-definitions.ts';

export interface ComplianceItemDesignerScreenProps {
  formGuid: string;
  itemGuid: string;
}

/**
 * compliance-item/{formGuid}/{itemGuid}/design: the form designer on a compliance item's own form. The
 * pair must belong together (the item of the form is the item named); the designer then decides editing by the form's type (Setup Items or super
 * admin for a compliance item's form) and Back returns to the Items screen.
 */
export function ComplianceItemDesignerScreen({ formGuid, itemGuid }: ComplianceItemDesignerScreenProps) {
  const { status } = useAuth();
  const { org } = useCurrentOrg(status === 'signedIn');
  const item = useItemDefinitionOfForm(org?.guid, formGuid);
  if (item.isError) return <NotFound />;
  if (!item.data) return <Skeleton className="h-64 w-full" />;
  if (item.data.guid.toLowerCase() !== itemGuid.toLowerCase()) return <NotFound />;
  return (
    <FormDesignerScreen
      formGuid={formGuid}
      backTo="/setup-items"
      context={`Compliance Item: ${item.data.name}`}
      formTypes={COMPLIANCE_FORM_TYPES}
    />
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-start gap-3" role="alert">
      <h1 className="text-xl font-semibold">Compliance item form not found</h1>
      <p className="text-sm text-muted-foreground">
        There is no compliance item with this form in your organization. It may have been deleted, or the link
        is incomplete.
      </p>
      <Button variant="outline" asChild>
        <Link to="/setup-items">
          <ArrowLeft /> Back to Items
        </Link>
      </Button>
    </div>
  );
}
