import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface OutboxMessage {
  guid: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** GET /api/MailOutbox/GetMessages: every e-mail the server wrote, newest first (super admins). */
export function getOutboxMessages(): Promise<OutboxMessage[]> {
  return api.get<OutboxMessage[]>('/api/MailOutbox/GetMessages', { query: { limit: 100 } });
}

export const outboxMessagesQueryOptions = () =>
  queryOptions({ queryKey: ['mailOutbox'], queryFn: getOutboxMessages, staleTime: 0 });

export const useOutboxMessages = () => useQuery(outboxMessagesQueryOptions());
