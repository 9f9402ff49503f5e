import { createFileRoute } from '@tanstack/react-router';
import { SiteStatusPage } from '../features/site-status/site-status-page.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/site-status')({
  staticData: { ...routeAccess.siteStatus, title: 'Site Status' },
  component: SiteStatusPage,
});
