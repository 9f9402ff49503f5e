import { createFileRoute } from '@tanstack/react-router';
import { ResponseViewer } from '../features/tech-forms/response-viewer.tsx';
import { routeAccess } from '../lib/route-access.ts';

// 'responses_' keeps this page beside the responses list instead of inside it (a non-nested file route).
export const Route = createFileRoute('/forms/$formGuid/responses_/$responseGuid')({
  staticData: { ...routeAccess.formResponses, title: 'Response' },
  component: ResponsePage,
});

function ResponsePage() {
  const { formGuid, responseGuid } = Route.useParams();
  // A new response guid is a new renderer session: nothing of the previous response carries over.
  return <ResponseViewer key={responseGuid} formGuid={formGuid} responseGuid={responseGuid} />;
}
