import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { HubName } from '../../../shared/realtime/hub-contract.ts';
import { liveHub } from './hubs.ts';
import type { EventArgsOf, EventNameOf } from './hubs.ts';
import type { LiveGroup, LiveHub } from './live-hub.ts';

/**
 * Calls `handler` on each `event` of the hub while mounted and `active`, keeping the hub connected. The
 * latest handler is called, so it may read the latest props without reconnecting.
 */
export function useHubEvent<Name extends HubName, Event extends EventNameOf<Name>>(
  name: Name,
  event: Event,
  handler: (...args: EventArgsOf<Name, Event>) => void,
  active = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!active) return;
    const hub = liveHub(name) as unknown as LiveHub;
    const release = hub.use();
    const off = hub.on(event, (...args: unknown[]) =>
      latest.current(...(args as unknown as EventArgsOf<Name, Event>)),
    );
    return () => {
      off();
      release();
    };
  }, [name, event, active]);
}

/**
 * Joins a live group of the hub while mounted (again after every reconnect); `null` joins nothing. Returns
 * the message when joining failed after every attempt (spec: forms-and-workflows 4.7), else null.
 */
export function useLiveGroup(name: HubName, group: LiveGroup | null): string | null {
  const key = group?.key ?? null;
  const latest = useRef(group);
  useEffect(() => {
    latest.current = group;
  });
  useEffect(() => {
    if (!latest.current) return;
    const hub = liveHub(name);
    const release = hub.use();
    const leave = hub.join(latest.current);
    return () => {
      leave();
      release();
    };
  }, [name, key]);
  const hub = liveHub(name);
  return useSyncExternalStore(
    (listener) => {
      const subscription = hub.actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => (key === null ? null : (hub.actor.getSnapshot().context.groupErrors[key] ?? null)),
  );
}
