import { createStore } from '../lib/store.ts';

/** Why the guards stopped the last navigation at the landing page, for the landing page to say. */
export const guardNotice = createStore<string | undefined>(undefined);
