import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';

export { HttpTransportType };

/** The official SignalR client connected to a hub of the app (WebSockets unless told otherwise). */
export async function connectHub(
  baseUrl: string,
  path: string,
  token: string | undefined,
  transport: HttpTransportType = HttpTransportType.WebSockets,
  /** Runs before start(), as a client registers handlers for what the hub says at once. */
  beforeStart: (connection: HubConnection) => void = () => undefined,
): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${path}`, {
      transport,
      ...(token ? { accessTokenFactory: () => token } : {}),
    })
    .configureLogging(LogLevel.None)
    .build();
  beforeStart(connection);
  await connection.start();
  return connection;
}

/** Every event of that name the connection receives, in order, with a wait for the next matching one. */
export function recordEvents<Args extends unknown[] = unknown[]>(connection: HubConnection, event: string) {
  const received: Args[] = [];
  const waiters: { match: (args: Args) => boolean; resolve: (args: Args) => void }[] = [];
  connection.on(event, (...args: unknown[]) => {
    received.push(args as Args);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(args as Args)) waiter.resolve(args as Args);
      else waiters.push(waiter);
    }
  });
  return {
    received,
    /** The first event (already received or still to come) that matches, or a timeout error. */
    next(match: (args: Args) => boolean = () => true, timeoutMs = 5_000): Promise<Args> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No ${event} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (args) => {
            clearTimeout(timer);
            resolve(args);
          },
        });
      });
    },
    clear: () => void received.splice(0),
  };
}

/** A super admin's site alert (POST /api/SiteStatus/AlertEveryone) sent through an app instance; its reply. */
export function sendSiteAlert(
  app: { request(options: Record<string, unknown>): Promise<{ statusCode: number }> },
  token: string,
  text: string,
  duration: number,
): Promise<{ statusCode: number }> {
  return app.request({
    method: 'POST',
    url: '/api/SiteStatus/AlertEveryone',
    payload: { text, duration },
    token,
  });
}
