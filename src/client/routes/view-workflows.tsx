import { createFileRoute } from '@tanstack/react-router';
import { WorkflowOverview } from '../features/workflows/workflow-overview.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/view-workflows')({
  staticData: { ...routeAccess.workflows, title: 'Workflows' },
  component: WorkflowOverview,
});
