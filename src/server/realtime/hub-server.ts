import type { FastifyInstance } from 'fastify';
import { resolveCaller, type Caller } from '../auth/caller.ts';
import type { TokenClaims } from '../auth/token-claims.ts';
import { HttpError } from '../http/problem.ts';
import { hubTiming, type HubName } from '../../shared/realtime/hub-contract.ts';
import { HubConnection, type ConnectionOwner } from './hub-connection.ts';
import { HubError, type HubCallContext, type HubDefinition } from './hub-registry.ts';
import { PresenceBook, type GroupMember } from './presence-book.ts';
import { RealtimeBus } from './realtime-bus.ts';
import {
  MessageType,
  frames,
  handshakeError,
  parseClientMessage,
  type InvocationMessage,
} from './protocol/hub-messages.ts';

/** Who receives an event: a group of the hub, one person's connections, or every connection of the hub. */
export type Audience = { group: string } | { user: string } | { everyone: true };

/** The connections of the tab that made a write, which already shows it: only its owner's count. */
export interface WritingTab {
  user: string;
  connections: readonly string[];
}

type BusMessage =
  | { kind: 'send'; hub: HubName; to: Audience; event: string; args: unknown[]; except?: WritingTab }
  | { kind: 'presence'; hub: HubName; group: string; members: GroupMember[] }
  | { kind: 'hello' }
  | { kind: 'alive' }
  | { kind: 'bye' };

/**
 * Presence changes within this window go out as one list: fifty people opening a response at once get a
 * few lists rather than fifty each.
 */
const PRESENCE_COALESCE_MS = 20;

/** An instance not heard from for this long has died: the members it announced are forgotten. */
const INSTANCE_SILENCE_MS = 3 * hubTiming.keepAliveIntervalMs;

/**
 * How long a starting instance counts on others it has not heard from yet: each running instance answers
 * its hello at once, so this only has to outlast a notification's round trip through the database.
 */
const HELLO_ANSWERS_MS = 2_000;

const groupKey = (hub: HubName, group: string) => `${hub}\u0000${group}`;
const splitKey = (key: string) => key.split('\u0000') as [HubName, string];

/**
 * The hubs' server: connections by id, groups and presence, sending events here and through the bus to
 * the other instances, invoking hub methods, keep-alive pings and the client timeout. Transports hand it
 * text; it never knows which transport carried it.
 */
export class HubServer {
  private readonly byClientId = new Map<string, HubConnection>();
  private readonly byConnectionId = new Map<string, HubConnection>();
  private readonly claimsOf = new WeakMap<HubConnection, TokenClaims>();
  private readonly queues = new WeakMap<HubConnection, Promise<void>>();
  private readonly presence = new PresenceBook();
  private readonly bus: RealtimeBus<BusMessage>;
  private timer: NodeJS.Timeout | undefined;
  private lastPing = Date.now();
  /** Groups whose presence is due to be announced (changed here) or shown (changed on another instance). */
  private readonly announceDue = new Map<string, NodeJS.Timeout>();
  private readonly showDue = new Map<string, NodeJS.Timeout>();
  /** When each other instance was last heard from. */
  private readonly instancesHeard = new Map<string, number>();
  private startedAt = 0;

  constructor(
    private readonly app: FastifyInstance,
    readonly hubs: Readonly<Record<HubName, HubDefinition>>,
  ) {
    this.bus = new RealtimeBus<BusMessage>(
      app.database,
      (message, from) => this.fromOtherInstance(message, from),
      (error) => app.log.error({ err: error }, 'A real-time message from another instance was lost'),
    );
  }

  async start(): Promise<void> {
    await this.bus.start();
    this.startedAt = Date.now();
    // Instances already running answer that they are there, and with who is in their groups.
    await this.bus.publish({ kind: 'hello' });
    this.timer = setInterval(() => this.keepAlive(), 1_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const timer of [...this.announceDue.values(), ...this.showDue.values()]) clearTimeout(timer);
    for (const connection of [...this.byClientId.values()]) connection.close('The server is shutting down.');
    await this.bus.publish({ kind: 'bye' }).catch(() => undefined);
    await this.bus.stop();
  }

  /** A new connection for a negotiate request; it waits for its transport. */
  open(hub: HubName, owner: ConnectionOwner, claims: TokenClaims, version: 0 | 1): HubConnection {
    const connection = new HubConnection(hub, owner, version);
    this.byClientId.set(connection.clientId, connection);
    this.byConnectionId.set(connection.connectionId, connection);
    this.claimsOf.set(connection, claims);
    connection.whenClosed(() => this.forget(connection));
    return connection;
  }

  find(clientId: string): HubConnection | undefined {
    return this.byClientId.get(clientId);
  }

  /** How many connections this instance holds (the benchmark reads it). */
  get connectionCount(): number {
    return this.byClientId.size;
  }

  /** Text from the connection's transport: messages run one after another, in order. */
  receive(connection: HubConnection, payload: string): void {
    let messages: string[];
    try {
      messages = connection.takeMessages(payload);
    } catch {
      connection.close('The message could not be read.');
      return;
    }
    const previous = this.queues.get(connection) ?? Promise.resolve();
    const next = previous.then(async () => {
      for (const text of messages) if (!connection.closed) await this.handle(connection, text);
    });
    this.queues.set(connection, next);
  }

  /** Sends an event to an audience of a hub on every instance. */
  async send(hub: HubName, to: Audience, event: string, args: unknown[], except?: WritingTab): Promise<void> {
    const message: BusMessage = { kind: 'send', hub, to, event, args, ...(except ? { except } : {}) };
    this.deliver(message);
    if (this.othersMayListen()) await this.bus.publish(message);
  }

  /**
   * Whether another instance may hold connections an event should reach: one has been heard from, or this
   * one started too recently to have heard their answers to its hello. Every instance says hello when it
   * starts (before it takes connections), answers a hello at once and is heard at least every keep-alive
   * interval, so an instance alone on its database sends its events to no one else: every save on it
   * announces itself without a notification through the database.
   */
  private othersMayListen(): boolean {
    return this.instancesHeard.size > 0 || Date.now() - this.startedAt < HELLO_ANSWERS_MS;
  }

  private async handle(connection: HubConnection, text: string): Promise<void> {
    if (!connection.handshakeDone) {
      const error = handshakeError(text);
      if (error) {
        connection.sendHandshake(frames.handshakeRefused(error));
        connection.terminate();
        return;
      }
      connection.sendHandshake(frames.handshakeAccepted());
      connection.handshakeDone = true;
      const greeting = this.hubs[connection.hubName].greeting?.();
      if (greeting) connection.send(frames.invocation(...greeting));
      return;
    }
    let message;
    try {
      message = parseClientMessage(text);
    } catch (error) {
      connection.close(error instanceof Error ? error.message : 'The message could not be read.');
      return;
    }
    if (message.type === MessageType.Invocation) await this.invoke(connection, message);
    else if (message.type === MessageType.Close) connection.terminate();
    else if (message.type === MessageType.StreamInvocation && message.invocationId)
      connection.send(frames.error(message.invocationId, 'Streaming methods are not supported.'));
  }

  private async invoke(connection: HubConnection, message: InvocationMessage): Promise<void> {
    const { invocationId, target } = message;
    const method = this.hubs[connection.hubName].methods[target.toLowerCase()];
    try {
      if (!method) throw new HubError(`Unknown hub method '${target}'.`);
      const caller = await resolveCaller(this.app.database.db, this.claimsOf.get(connection)!);
      const result = await method(this.contextFor(connection, caller), ...message.arguments);
      if (invocationId) connection.send(frames.result(invocationId, result ?? null));
    } catch (error) {
      const refusal = error instanceof HubError || error instanceof HttpError ? error.message : undefined;
      if (!refusal)
        this.app.log.error({ err: error, hub: connection.hubName, target }, 'A hub method failed');
      if (invocationId)
        connection.send(
          frames.error(invocationId, refusal ?? `An unexpected error occurred invoking '${target}'.`),
        );
    }
  }

  private contextFor(connection: HubConnection, caller: Caller): HubCallContext {
    const hub = connection.hubName;
    return {
      app: this.app,
      connection,
      caller,
      joinGroup: async (group, member = {}) => {
        connection.groups.add(group);
        this.presence.add(groupKey(hub, group), {
          connectionId: connection.connectionId,
          userGuid: caller.loginAccountGuid,
          userName: member.userName ?? caller.loginName,
          joinedAt: new Date().toISOString(),
          canEdit: member.canEdit ?? false,
        });
        this.presenceChanged(hub, group);
      },
      leaveGroup: async (group) => {
        connection.groups.delete(group);
        if (this.presence.remove(groupKey(hub, group), connection.connectionId))
          this.presenceChanged(hub, group);
      },
      membersOf: (group) => this.presence.members(groupKey(hub, group)),
      reply: (event, args) => connection.send(frames.invocation(event, args)),
    };
  }

  /** Tells the group's members here who is in it, and the other instances who is in it here. */
  private presenceChanged(hub: HubName, group: string): void {
    if (!this.hubs[hub].presenceEvent) return;
    const key = groupKey(hub, group);
    this.after(this.announceDue, key, () => {
      this.sendPresence(hub, group);
      const members = this.presence.localMembers(key);
      void this.bus
        .publish({ kind: 'presence', hub, group, members })
        .catch((error: unknown) => this.app.log.error({ err: error }, 'Presence could not be announced'));
    });
  }

  /** Runs the work once, a moment from now, however often it is asked for meanwhile. */
  private after(due: Map<string, NodeJS.Timeout>, key: string, work: () => void): void {
    if (due.has(key)) return;
    due.set(
      key,
      setTimeout(() => {
        due.delete(key);
        work();
      }, PRESENCE_COALESCE_MS),
    );
  }

  private sendPresence(hub: HubName, group: string): void {
    const presenceEvent = this.hubs[hub].presenceEvent;
    if (!presenceEvent) return;
    const [event, args] = presenceEvent(group, this.presence.members(groupKey(hub, group)));
    this.deliver({ kind: 'send', hub, to: { group }, event, args });
  }

  private fromOtherInstance(message: BusMessage, from: string): void {
    this.instancesHeard.set(from, Date.now());
    switch (message.kind) {
      case 'send':
        this.deliver(message);
        return;
      case 'presence':
        this.presence.setRemote(from, groupKey(message.hub, message.group), message.members);
        this.after(this.showDue, groupKey(message.hub, message.group), () =>
          this.sendPresence(message.hub, message.group),
        );
        return;
      case 'hello':
        void this.bus.publish({ kind: 'alive' }).catch(() => undefined);
        for (const key of this.presence.localKeys()) {
          const [hub, group] = splitKey(key);
          if (this.hubs[hub].presenceEvent)
            void this.bus.publish({ kind: 'presence', hub, group, members: this.presence.localMembers(key) });
        }
        return;
      case 'alive':
        return;
      case 'bye':
        this.forgetInstance(from);
    }
  }

  private forgetInstance(instanceId: string): void {
    this.instancesHeard.delete(instanceId);
    for (const key of this.presence.dropInstance(instanceId)) this.sendPresence(...splitKey(key));
  }

  /** Sends to this instance's connections in the audience. */
  private deliver(message: Extract<BusMessage, { kind: 'send' }>): void {
    const audience = this.audience(message.hub, message.to).filter(
      (connection) => !isWritingTab(connection, message.except),
    );
    // Most saves have nobody else watching their response: the frame is written only for someone to read.
    if (audience.length === 0) return;
    const text = frames.invocation(message.event, message.args);
    for (const connection of audience) connection.send(text);
  }

  private audience(hub: HubName, to: Audience): HubConnection[] {
    if ('group' in to) {
      return this.presence
        .localMembers(groupKey(hub, to.group))
        .map((member) => this.byConnectionId.get(member.connectionId))
        .filter((connection): connection is HubConnection => connection !== undefined);
    }
    const all = [...this.byClientId.values()].filter((connection) => connection.hubName === hub);
    return 'user' in to ? all.filter((connection) => connection.owner.loginAccountGuid === to.user) : all;
  }

  private forget(connection: HubConnection): void {
    this.byClientId.delete(connection.clientId);
    this.byConnectionId.delete(connection.connectionId);
    for (const group of connection.groups) {
      if (this.presence.remove(groupKey(connection.hubName, group), connection.connectionId))
        this.presenceChanged(connection.hubName, group);
    }
    connection.groups.clear();
  }

  /** Pings every connection each keep-alive interval; drops those silent for the client timeout. */
  private keepAlive(): void {
    const now = Date.now();
    const ping = now - this.lastPing >= hubTiming.keepAliveIntervalMs;
    if (ping) {
      this.lastPing = now;
      // The other instances' heartbeat of this one, and theirs checked here.
      void this.bus.publish({ kind: 'alive' }).catch(() => undefined);
      for (const [instanceId, heard] of this.instancesHeard)
        if (now - heard > INSTANCE_SILENCE_MS) this.forgetInstance(instanceId);
    }
    const text = frames.ping();
    for (const connection of [...this.byClientId.values()]) {
      if (now - connection.lastHeard > hubTiming.clientTimeoutMs) {
        connection.close('The client sent nothing within the timeout.');
      } else if (ping && connection.handshakeDone) connection.send(text);
    }
  }
}

/** A connection is left out only when the writer named it and owns it: naming another's connection silences nobody. */
function isWritingTab(connection: HubConnection, except: WritingTab | undefined): boolean {
  return (
    except !== undefined &&
    connection.owner.loginAccountGuid === except.user &&
    except.connections.includes(connection.connectionId)
  );
}
