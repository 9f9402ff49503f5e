import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { hubTiming } from '../../../shared/realtime/hub-contract.ts';
import { authHooks } from '../auth-hooks.ts';

/** The official SignalR client's connection to one hub path, with the platform's timings and token. */
export function createSignalrConnection(path: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(path, {
      // The browser cannot set headers on a WebSocket: the client sends this as `access_token` instead.
      accessTokenFactory: async () => (await authHooks.getAccessToken()) ?? '',
    })
    .withServerTimeout(hubTiming.clientTimeoutMs)
    .withKeepAliveInterval(hubTiming.keepAliveIntervalMs)
    .configureLogging(LogLevel.None)
    .build();
}
