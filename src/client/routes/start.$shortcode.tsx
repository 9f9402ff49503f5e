import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../lib/route-access.ts';
import { startFromShortcode } from './-start-shortcode.ts';

/* A shortcode link (spec 2): /start/{code}. */
export const Route = createFileRoute('/start/$shortcode')({
  staticData: { ...routeAccess.anonymous, title: 'Starting' },
  beforeLoad: ({ params, context }) => startFromShortcode(params.shortcode, context.queryClient),
});
