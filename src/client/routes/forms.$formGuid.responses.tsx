import { createFileRoute } from '@tanstack/react-router';
import { ResponsesTable } from '../features/tech-forms/responses-table.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/forms/$formGuid/responses')({
  staticData: { ...routeAccess.formResponses, title: 'Responses' },
  component: ResponsesPage,
});

function ResponsesPage() {
  const { formGuid } = Route.useParams();
  return <ResponsesTable formGuid={formGuid} userGuid={undefined} />;
}
