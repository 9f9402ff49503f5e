import { createFileRoute } from '@tanstack/react-router';
import { FormDesignerScreen } from '../features/designer/form-designer-screen.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/forms/$formGuid/design')({
  staticData: { ...routeAccess.formDesigner, title: 'Form Designer' },
  component: DesignPage,
});

function DesignPage() {
  const { formGuid } = Route.useParams();
  return <FormDesignerScreen formGuid={formGuid} />;
}
