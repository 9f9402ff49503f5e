import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../lib/route-access.ts';
import { LandingView } from './-landing-view.tsx';

export const Route = createFileRoute('/landing')({
  staticData: { ...routeAccess.anonymous, title: 'Welcome' },
  component: () => <LandingView />,
});
