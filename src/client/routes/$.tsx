import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../lib/route-access.ts';
import { LandingView } from './-landing-view.tsx';

// Any path no route claims: the landing page with 'Page not found:' (spec 2).
export const Route = createFileRoute('/$')({
  staticData: { ...routeAccess.anonymous, title: 'Page not found' },
  component: () => <LandingView notFound />,
});
