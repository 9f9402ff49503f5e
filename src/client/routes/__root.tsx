import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { guardNavigation, type GuardArgs } from '../app/route-guard.ts';
import { CheckingAccount } from '../features/landing/checking-account.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { RootLayout } from './-root-layout.tsx';

// A path no route claims is rare: the landing page it shows is downloaded then, as the other routes do.
const LandingView = lazyComponent(async () => (await import('./-landing-view.tsx')).LandingView);

export interface RouterContext {
  queryClient: QueryClient;
}

// Every navigation passes the guards of spec 2 here, before any route below loads.
export const Route = createRootRouteWithContext<RouterContext>()({
  // The cast keeps the root route's type from depending on the route tree it belongs to (a cycle for tsc).
  beforeLoad: (options) => guardNavigation(options as unknown as GuardArgs),
  component: RootLayout,
  // The guards wait for sign-in and user info; the wait says so from the first moment (no blank page).
  pendingComponent: CheckingAccount,
  pendingMs: 0,
  pendingMinMs: 0,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <LandingView notFound />
    </Suspense>
  ),
});
