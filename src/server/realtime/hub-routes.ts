import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveCaller } from '../auth/caller.ts';
import { problem } from '../http/problem.ts';
import type { HubDefinition } from './hub-registry.ts';
import type { HubServer } from './hub-server.ts';
import type { HubConnection } from './hub-connection.ts';
import { queryOf, verifiedClaims } from './connection-auth.ts';
import { serverSentEventsSink } from './transports/server-sent-events.ts';
import { LongPollSink } from './transports/long-polling.ts';

const MAX_POST_BYTES = 1024 * 1024;

const availableTransports = [
  { transport: 'WebSockets', transferFormats: ['Text'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text'] },
];

const deny = (reply: FastifyReply, status: number, detail: string) =>
  reply.status(status).type('application/problem+json').send(problem(status, detail));

/**
 * The HTTP side of one hub (aspnetcore docs/specs/TransportProtocols.md): POST negotiate, then GET for
 * an event stream or a long poll, POST to send, DELETE to end a long-polling connection. Each request is
 * authenticated and must come from the person who negotiated.
 */
export async function hubRoutes(
  app: FastifyInstance,
  { hub, hubServer }: { hub: HubDefinition; hubServer: HubServer },
): Promise<void> {
  // The SignalR client posts its frames as text with whatever content type; read every body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_POST_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const hide = { schema: { hide: true } };

  app.post(`${hub.path}/negotiate`, hide, async (request, reply) => {
    const query = queryOf(request.url);
    const claims = await verifiedClaims(app, request.headers, query);
    if (!claims) return deny(reply, 401, 'You must be logged in to access this resource.');
    const caller = await resolveCaller(app.database.db, claims);
    const version = Number(query.get('negotiateVersion') ?? '0') >= 1 ? 1 : 0;
    const connection = hubServer.open(
      hub.name,
      { subject: claims.subject, loginAccountGuid: caller.loginAccountGuid, loginName: caller.loginName },
      claims,
      version,
    );
    return {
      ...(version === 1 ? { negotiateVersion: 1, connectionToken: connection.connectionToken } : {}),
      connectionId: connection.connectionId,
      availableTransports,
    };
  });

  /** The connection the request names, if the request's token is its owner's; otherwise the refusal was sent. */
  const ownConnection = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = queryOf(request.url);
    const connection = hubServer.find(query.get('id') ?? '');
    if (!connection || connection.hubName !== hub.name) {
      await deny(reply, 404, 'No connection with that id.');
      return undefined;
    }
    const claims = await verifiedClaims(app, request.headers, query);
    if (!claims || claims.subject !== connection.owner.subject) {
      await deny(reply, claims ? 403 : 401, 'This connection belongs to someone else or needs a sign-in.');
      return undefined;
    }
    return connection;
  };

  app.get(hub.path, hide, async (request, reply) => {
    const connection = await ownConnection(request, reply);
    if (!connection) return reply;
    connection.heard();
    if ((request.headers.accept ?? '').includes('text/event-stream')) return streamEvents(connection, reply);
    return longPoll(connection, reply);
  });

  app.post(hub.path, hide, async (request, reply) => {
    const connection = await ownConnection(request, reply);
    if (!connection) return reply;
    if (!connection.transportAttached) return deny(reply, 409, 'The connection has no transport yet.');
    hubServer.receive(connection, typeof request.body === 'string' ? request.body : '');
    return reply.type('text/plain').send('');
  });

  app.delete(hub.path, hide, async (request, reply) => {
    const connection = await ownConnection(request, reply);
    if (!connection) return reply;
    connection.terminate();
    return reply.status(202).type('text/plain').send('');
  });
}

const longPolls = new WeakMap<HubConnection, LongPollSink>();

async function longPoll(connection: HubConnection, reply: FastifyReply) {
  const sink = longPolls.get(connection);
  if (!sink) {
    if (connection.transportAttached) return deny(reply, 400, 'This connection uses another transport.');
    // The first poll only establishes the transport and is answered at once.
    const created = new LongPollSink();
    longPolls.set(connection, created);
    connection.attach(created);
    return reply.type('text/plain').send('');
  }
  const answer = await sink.poll();
  return reply.status(answer.status).type('text/plain; charset=utf-8').send(answer.body);
}

function streamEvents(connection: HubConnection, reply: FastifyReply) {
  if (connection.transportAttached) return deny(reply, 400, 'This connection uses another transport.');
  reply.hijack();
  connection.attach(serverSentEventsSink(reply.raw));
  reply.raw.on('close', () => connection.terminate());
  return reply;
}
