import type { HubName, hubs } from '../../shared/realtime/hub-contract.ts';
import type { Audience, HubServer, WritingTab } from './hub-server.ts';

type ShapeOf<Hub extends HubName> = NonNullable<(typeof hubs)[Hub]['shape']>;
type EventOf<Hub extends HubName> = keyof ShapeOf<Hub>['events'] & string;
type ArgsOf<Hub extends HubName, Event extends EventOf<Hub>> = ShapeOf<Hub>['events'][Event] &
  readonly unknown[];

/** What the rest of the server uses to send hub events, on every instance, typed by the hub contract. */
export interface RealtimeApi {
  sendToGroup<Hub extends HubName, Event extends EventOf<Hub>>(
    hub: Hub,
    group: string,
    event: Event,
    args: ArgsOf<Hub, Event>,
    /** The tab that made the change: it is not sent the event. */
    options?: { except?: WritingTab },
  ): Promise<void>;
  /** To one person's connections on the self hub (PDF progress). */
  sendToUser<Event extends EventOf<'self'>>(
    userGuid: string,
    event: Event,
    args: ArgsOf<'self', Event>,
  ): Promise<void>;
  sendToEveryone<Hub extends HubName, Event extends EventOf<Hub>>(
    hub: Hub,
    event: Event,
    args: ArgsOf<Hub, Event>,
  ): Promise<void>;
  /** Connections this instance holds. */
  readonly connectionCount: number;
}

export function realtimeApi(server: HubServer): RealtimeApi {
  const send = (hub: HubName, to: Audience, event: string, args: readonly unknown[], except?: WritingTab) =>
    server.send(hub, to, event, [...args], except);
  return {
    sendToGroup: (hub, group, event, args, options) => send(hub, { group }, event, args, options?.except),
    sendToUser: (userGuid, event, args) => send('self', { user: userGuid }, event, args),
    sendToEveryone: (hub, event, args) => send(hub, { everyone: true }, event, args),
    get connectionCount() {
      return server.connectionCount;
    },
  };
}
