import { Link } from '@tanstack/react-router';
import { workflowRouteSegment } from '../../../shared/routing/guest-home.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useWorkflowDefinitions } from './api/workflow-queries.ts';

/** view-workflows: the organisation's workflow definitions, each linking to its list. */
export function WorkflowOverview() {
  const { org } = useCurrentOrg(true);
  const definitions = useWorkflowDefinitions(org?.guid);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">Workflows</h1>
      {definitions.isPending ? (
        <p>Loading...</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {(definitions.data ?? [])
            .filter((definition) => !definition.archivedAt)
            .map((definition) => (
              <li key={definition.guid}>
                <Link
                  to="/workflows/$workflowSegment"
                  params={{ workflowSegment: workflowRouteSegment(definition.guid) }}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {definition.name}
                </Link>{' '}
                <span className="text-sm text-muted-foreground">({definition.workflowCount})</span>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
