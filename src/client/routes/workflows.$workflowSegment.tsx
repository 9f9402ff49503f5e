import { createFileRoute } from '@tanstack/react-router';
import { WorkflowListScreen } from '../features/workflows/workflow-list-screen.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/workflows/$workflowSegment')({
  staticData: { ...routeAccess.workflows, title: 'Workflows' },
  component: WorkflowPage,
});

function WorkflowPage() {
  const { workflowSegment } = Route.useParams();
  // The segment is the definition guid with spaces turned to dashes; guids have none.
  return <WorkflowListScreen key={workflowSegment} definitionGuid={workflowSegment} />;
}
