import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { HubServer } from '../hub-server.ts';
import { queryOf, verifiedClaims } from '../connection-auth.ts';

// Hub messages are small; a client sending more than this in one message is closed.
const MAX_MESSAGE_BYTES = 1024 * 1024;

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * WebSockets: an upgrade request on a hub's path with the id its negotiate gave, from the same person
 * (token in the header, or in `access_token` from a browser), becomes the connection's transport.
 */
export function attachWebSockets(app: FastifyInstance, hubServer: HubServer): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const paths = new Set(Object.values(hubServer.hubs).map((hub) => hub.path.toLowerCase()));

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0]!.toLowerCase();
    if (!paths.has(path)) return refuse(socket, '404 Not Found');
    const query = queryOf(request.url);
    const connection = hubServer.find(query.get('id') ?? '');
    if (
      !connection ||
      connection.transportAttached ||
      hubServer.hubs[connection.hubName].path.toLowerCase() !== path
    )
      return refuse(socket, '404 Not Found');
    void verifiedClaims(app, request.headers, query).then((claims) => {
      if (!claims) return refuse(socket, '401 Unauthorized');
      if (claims.subject !== connection.owner.subject) return refuse(socket, '403 Forbidden');
      sockets.handleUpgrade(request, socket, head, (webSocket) => {
        connection.attach({
          send: (text) => webSocket.send(text),
          end: () => webSocket.close(1000),
        });
        webSocket.on('message', (data) => hubServer.receive(connection, data.toString()));
        webSocket.on('close', () => connection.terminate());
        webSocket.on('error', () => connection.terminate());
      });
    });
  };
  app.server.on('upgrade', upgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', upgrade);
    sockets.close();
  });
}
