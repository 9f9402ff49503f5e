import { createStore } from './store.ts';

/**
 * The server's maintenance flag (spec 4). The site-wide hub sets it on 'ServerOffline' and clears it on
 * 'ServerOnline'; while it is set the api-client refuses every request and the shell shows a blocking alert.
 * `message` is the text the server sent, when it sent one.
 */
export interface OfflineState {
  offline: boolean;
  message?: string;
}

export const offlineStore = createStore<OfflineState>({ offline: false });

export function setServerOffline(message?: string): void {
  offlineStore.set({ offline: true, message });
}

export function setServerOnline(): void {
  offlineStore.set({ offline: false });
}
