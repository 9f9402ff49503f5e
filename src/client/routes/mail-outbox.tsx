import { createFileRoute } from '@tanstack/react-router';
import { MailOutboxPage } from '../features/mail-outbox/components/mail-outbox-page.tsx';
import { routeAccess } from '../lib/route-access.ts';

export const Route = createFileRoute('/mail-outbox')({
  staticData: { ...routeAccess.mailOutbox, title: 'Mail Outbox' },
  component: MailOutboxPage,
});
