import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../lib/route-access.ts';
import { startFromShortcode } from './-start-shortcode.ts';

/* A shortcode link with a slash in it (/start/a/b): no shortcode holds one, so it is not found. */
export const Route = createFileRoute('/start/$')({
  staticData: { ...routeAccess.anonymous, title: 'Starting' },
  beforeLoad: ({ params, context }) => startFromShortcode(params._splat ?? '', context.queryClient),
});
