import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import type { HubDescription, HubName, HubShape } from '../../shared/realtime/hub-contract.ts';
import type { HubConnection } from './hub-connection.ts';
import type { GroupMember } from './presence-book.ts';

/** What a hub method receives besides its arguments. */
export interface HubCallContext {
  readonly app: FastifyInstance;
  readonly connection: HubConnection;
  /** The caller as of this call: roles and memberships are read again for every invocation. */
  readonly caller: Caller;
  /** Puts this connection in a group of its hub (with what presence lists show of it). */
  joinGroup(group: string, member?: Partial<Pick<GroupMember, 'userName' | 'canEdit'>>): Promise<void>;
  leaveGroup(group: string): Promise<void>;
  /** The group's members on every instance, first joined first. */
  membersOf(group: string): GroupMember[];
  /** Sends an event to this connection only. */
  reply(event: string, args: readonly unknown[]): void;
}

/** The arguments' places, each unchecked as it comes off the wire. */
type Unchecked<Args extends readonly unknown[]> = { [K in keyof Args]: unknown };

type MethodHandlers<Shape extends HubShape> = {
  [Name in keyof Shape['methods']]: (
    context: HubCallContext,
    // Arguments come off the wire unchecked: each handler checks them (hub-arguments.ts) before use.
    ...args: Unchecked<Shape['methods'][Name]['args']>
  ) => Promise<Shape['methods'][Name]['result']>;
};

/** An event sent to a group's members when who is in it changes: [event name, arguments]. */
export type PresenceEvent = (group: string, members: GroupMember[]) => [string, unknown[]];

export interface HubDefinition {
  readonly name: HubName;
  readonly path: string;
  readonly methods: Readonly<
    Record<string, (context: HubCallContext, ...args: unknown[]) => Promise<unknown>>
  >;
  readonly presenceEvent?: PresenceEvent;
  /** An event sent to each connection once its handshake is done (the current state of something). */
  readonly greeting?: () => [string, unknown[]] | undefined;
}

/**
 * A hub as a route file declares it: the contract's description and one handler per method, nothing of
 * the protocol. Method names are matched without regard to case, as SignalR servers do.
 */
export function defineHub<Shape extends HubShape>(
  name: HubName,
  description: HubDescription<Shape>,
  methods: MethodHandlers<Shape>,
  options: Pick<HubDefinition, 'presenceEvent' | 'greeting'> = {},
): HubDefinition {
  const byName: Record<string, HubDefinition['methods'][string]> = {};
  for (const method of description.methodNames) {
    byName[method.toLowerCase()] = methods[method] as unknown as HubDefinition['methods'][string];
  }
  return { name, path: description.path, methods: byName, ...options };
}

/** A refusal a hub method answers with: its message becomes the completion's error. */
export class HubError extends Error {}
