import { hubs } from '../../../shared/realtime/hub-contract.ts';
import type { HubDescription, HubName } from '../../../shared/realtime/hub-contract.ts';
import { LiveHub } from './live-hub.ts';
import { addTabConnection } from './tab-connections.ts';

/** The typed shape (methods, events) of a hub of the contract. */
export type ShapeOf<Name extends HubName> = NonNullable<(typeof hubs)[Name]['shape']>;
export type EventNameOf<Name extends HubName> = keyof ShapeOf<Name>['events'] & string;
export type EventArgsOf<
  Name extends HubName,
  Event extends EventNameOf<Name>,
> = ShapeOf<Name>['events'][Event] extends infer Args extends readonly unknown[] ? Args : never;

const open = new Map<HubName, LiveHub>();

/** The tab's one connection to a hub, made on first use (spec: platform 7, one connection per hub). */
export function liveHub<Name extends HubName>(name: Name): LiveHub<ShapeOf<Name>> {
  let hub = open.get(name);
  if (!hub) {
    const created = new LiveHub(hubs[name] as unknown as HubDescription);
    addTabConnection(() => created.connectionId);
    open.set(name, (hub = created));
  }
  return hub as unknown as LiveHub<ShapeOf<Name>>;
}
