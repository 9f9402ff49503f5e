import { createRouter } from '@tanstack/react-router';
import { queryClient } from '../lib/query-client.ts';
import { routeTree } from '../routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Guards decide per navigation; preloading would run them for links the person never follows.
  defaultPreload: false,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
