// The ids of this tab's hub connections, read by the API client on every write (api.ts). Kept apart from
// the hubs themselves so the API client, which every screen loads, does not pull in the real-time code.

const connections: (() => string | null)[] = [];

/** A hub of this tab: `id` reads its connection's current id (a reconnect brings a new one). */
export function addTabConnection(id: () => string | null): void {
  connections.push(id);
}

/** The ids of this tab's hub connections that are up now. */
export function tabConnectionIds(): string[] {
  return connections.map((id) => id()).filter((id): id is string => id !== null);
}
