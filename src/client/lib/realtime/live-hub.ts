import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { hubConnectionMachine } from '../../../shared/machines/hub-connection.machine.ts';
import type { HubConnectionEvent } from '../../../shared/machines/hub-connection.machine.ts';
import { liveGroupMachine } from '../../../shared/machines/live-group.machine.ts';
import type { HubCall } from '../../../shared/machines/live-group.machine.ts';
import { hubTiming } from '../../../shared/realtime/hub-contract.ts';
import type { HubDescription, HubShape } from '../../../shared/realtime/hub-contract.ts';
import { authHooks } from '../auth-hooks.ts';

/** A live group of a hub: joined with one method call and left with another. */
export interface LiveGroup {
  key: string;
  join: HubCall;
  /** Left by this call when the page no longer needs the group; without it, when the connection closes. */
  leave?: HubCall;
}

type EventArgs<
  Shape extends HubShape,
  Name extends keyof Shape['events'],
> = Shape['events'][Name] extends infer Args extends readonly unknown[] ? Args : never;

/**
 * One hub's connection in this tab: the official SignalR HubConnection driven by the shared connection
 * machine, which starts it while something on the page uses the hub and stops it when nothing does,
 * reconnects with back-off and joins the page's live groups whenever it is up.
 */
export class LiveHub<Shape extends HubShape = HubShape> {
  readonly connection: HubConnection;
  readonly actor: Actor<typeof hubConnectionMachine>;
  #users = 0;
  readonly #groupUsers = new Map<string, number>();

  constructor(readonly description: HubDescription<Shape>) {
    this.connection = new HubConnectionBuilder()
      .withUrl(description.path, {
        // The browser cannot set headers on a WebSocket: the client sends this as `access_token` instead.
        accessTokenFactory: async () => (await authHooks.getAccessToken()) ?? '',
      })
      .withServerTimeout(hubTiming.clientTimeoutMs)
      .withKeepAliveInterval(hubTiming.keepAliveIntervalMs)
      .configureLogging(LogLevel.None)
      .build();
    const connection = this.connection;
    const machine = hubConnectionMachine.provide({
      actors: {
        startTransport: fromPromise(() => connection.start()),
        stopTransport: fromPromise(() => connection.stop()),
        watchTransport: fromCallback<HubConnectionEvent>(({ sendBack }) => {
          let watching = true;
          // HubConnection keeps its close listeners for good; this one listens while the state is entered.
          connection.onclose((error) => {
            if (watching) sendBack({ type: 'transport.closed', error: error?.message });
          });
          return () => {
            watching = false;
          };
        }),
        liveGroup: liveGroupMachine.provide({
          actors: {
            invokeHub: fromPromise(({ input }: { input: HubCall }) =>
              connection.invoke(input.method, ...input.args),
            ),
          },
        }),
      },
    });
    this.actor = createActor(machine, { input: {} }).start();
  }

  /** Something on the page needs the hub: the first user starts the connection. Returns the release. */
  use(): () => void {
    this.#users += 1;
    if (this.#users === 1) this.actor.send({ type: 'hub.start' });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#users -= 1;
      if (this.#users === 0) this.actor.send({ type: 'hub.stop' });
    };
  }

  /** Listens to one of the hub's events; returns the way to stop listening. */
  on<Name extends keyof Shape['events'] & string>(
    event: Name,
    handler: (...args: EventArgs<Shape, Name>) => void,
  ): () => void {
    const listener = (...args: unknown[]) => handler(...(args as unknown as EventArgs<Shape, Name>));
    this.connection.on(event, listener);
    return () => this.connection.off(event, listener);
  }

  /**
   * Joins a live group whenever the connection is up, until the last of its users calls the returned
   * leave (the same response can be open twice on one page).
   */
  join(group: LiveGroup): () => void {
    const users = (this.#groupUsers.get(group.key) ?? 0) + 1;
    this.#groupUsers.set(group.key, users);
    if (users === 1) this.actor.send({ type: 'group.join', ...group });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.#groupUsers.get(group.key) ?? 1) - 1;
      if (remaining > 0) return void this.#groupUsers.set(group.key, remaining);
      this.#groupUsers.delete(group.key);
      this.actor.send({ type: 'group.leave', key: group.key });
    };
  }

  /** Calls a hub method when connected; rejects when the connection is not up. */
  invoke(method: keyof Shape['methods'] & string, ...args: unknown[]): Promise<unknown> {
    return this.connection.invoke(method, ...args);
  }
}
