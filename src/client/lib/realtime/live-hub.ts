import type { HubConnection } from '@microsoft/signalr';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { hubConnectionMachine } from '../../../shared/machines/hub-connection.machine.ts';
import type { HubConnectionEvent } from '../../../shared/machines/hub-connection.machine.ts';
import { liveGroupMachine } from '../../../shared/machines/live-group.machine.ts';
import type { HubCall } from '../../../shared/machines/live-group.machine.ts';
import type { HubDescription, HubShape } from '../../../shared/realtime/hub-contract.ts';

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

type Listener = (...args: unknown[]) => void;

/**
 * One hub's connection in this tab: the official SignalR HubConnection driven by the shared connection
 * machine, which starts it while something on the page uses the hub and stops it when nothing does,
 * reconnects with back-off and joins the page's live groups whenever it is up. The SignalR client is
 * downloaded when the hub is first started, so a screen paints before the real-time client arrives.
 */
export class LiveHub<Shape extends HubShape = HubShape> {
  readonly actor: Actor<ReturnType<typeof hubConnectionMachine>>;
  #connection: HubConnection | null = null;
  #connecting: Promise<HubConnection> | null = null;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #closeListeners = new Set<(error?: Error) => void>();
  #users = 0;
  readonly #groupUsers = new Map<string, number>();

  constructor(readonly description: HubDescription<Shape>) {
    const machine = hubConnectionMachine().provide({
      actors: {
        startTransport: fromPromise(async () => (await this.#connect()).start()),
        // A stop while the client is still downloading waits for it, so the start that follows is undone.
        stopTransport: fromPromise(async () => {
          if (this.#connecting) await (await this.#connecting).stop();
        }),
        watchTransport: fromCallback<HubConnectionEvent>(({ sendBack }) => {
          const listener = (error?: Error) => sendBack({ type: 'transport.closed', error: error?.message });
          this.#closeListeners.add(listener);
          return () => this.#closeListeners.delete(listener);
        }),
        liveGroup: liveGroupMachine().provide({
          actors: {
            invokeHub: fromPromise(async ({ input }: { input: HubCall }) =>
              (await this.#connect()).invoke(input.method, ...input.args),
            ),
          },
        }),
      },
    });
    this.actor = createActor(machine, { input: {} }).start();
  }

  /** The server's id of this tab's connection; null until connected. */
  get connectionId(): string | null {
    return this.#connection?.connectionId ?? null;
  }

  /** Whether the connection is up now. */
  get connected(): boolean {
    return this.#connection?.state === 'Connected';
  }

  /**
   * The SignalR connection, downloading the client and building it on first need. A failed download (the
   * network gone as the hub first starts) is forgotten, so the machine's next attempt downloads it again.
   */
  #connect(): Promise<HubConnection> {
    this.#connecting ??= import('./signalr-connection.ts').then(
      ({ createSignalrConnection }) => {
        const connection = createSignalrConnection(this.description.path);
        // HubConnection keeps its close listeners for good: one forwards to whoever watches now.
        connection.onclose((error) => this.#closeListeners.forEach((listener) => listener(error)));
        for (const [event, listeners] of this.#listeners) {
          for (const listener of listeners) connection.on(event, listener);
        }
        this.#connection = connection;
        return connection;
      },
      (error: unknown) => {
        this.#connecting = null;
        throw error;
      },
    );
    return this.#connecting;
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
    const listener: Listener = (...args) => handler(...(args as unknown as EventArgs<Shape, Name>));
    let listeners = this.#listeners.get(event);
    if (!listeners) this.#listeners.set(event, (listeners = new Set()));
    listeners.add(listener);
    this.#connection?.on(event, listener);
    return () => {
      this.#listeners.get(event)?.delete(listener);
      this.#connection?.off(event, listener);
    };
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
    return this.#connect().then((connection) => connection.invoke(method, ...args));
  }
}
