import { createFileRoute } from '@tanstack/react-router';
import { ResponseViewer } from '../features/tech-forms/response-viewer.tsx';
import { routeAccess } from '../lib/route-access.ts';

// The single response viewer reached from a person's records; the response itself names its user.
export const Route = createFileRoute('/$userGuid/forms/$formGuid/responses/$responseGuid')({
  staticData: { ...routeAccess.userFormResponse, title: 'Response' },
  component: UserResponsePage,
});

function UserResponsePage() {
  const { formGuid, responseGuid } = Route.useParams();
  return <ResponseViewer key={responseGuid} formGuid={formGuid} responseGuid={responseGuid} />;
}
