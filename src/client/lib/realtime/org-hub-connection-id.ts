import { createStore } from '../store.ts';

/**
 * The organisation hub's id for this tab's connection (its ConnectionId event, spec: platform 7), which
 * calls that report progress to this tab (PDF conversion) send along; null until the hub has told it.
 */
export const orgHubConnectionId = createStore<string | null>(null);
