import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionRoutes } from '../../../../shared/api/session-routes.ts';
import { callApi } from '../../../lib/api.ts';
import type { OutboxMessage } from '../../../lib/api-types.ts';

/** The last hundred e-mails the server wrote, newest first (super admins). */
export function getOutboxMessages(): Promise<OutboxMessage[]> {
  return callApi(sessionRoutes.getOutboxMessages, { query: { limit: 100 } });
}

export const outboxMessagesQueryOptions = () =>
  queryOptions({ queryKey: ['mailOutbox'], queryFn: getOutboxMessages, staleTime: 0 });

export const useOutboxMessages = () => useQuery(outboxMessagesQueryOptions());
