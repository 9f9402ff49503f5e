import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../lib/route-access.ts';
import { LandingView } from './-landing-view.tsx';

// Where some identity providers send the person back (spec 2); the guard completes the answer first.
export const Route = createFileRoute('/state={$state}')({
  staticData: { ...routeAccess.anonymous, title: 'Signing in' },
  component: () => <LandingView />,
});
