import type { ServerResponse } from 'node:http';
import type { TransportSink } from '../hub-connection.ts';

/**
 * Server-Sent Events: the response stays open and every frame is one event. A frame's lines each become
 * a `data:` line, as the event-stream format wants.
 */
export function serverSentEventsSink(response: ServerResponse): TransportSink {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'X-Accel-Buffering': 'no',
  });
  // Sends the headers now: the client's EventSource opens on them.
  response.write(':\r\n\r\n');
  return {
    send: (text) => {
      response.write(
        `${text
          .split('\n')
          .map((line) => `data: ${line}\r\n`)
          .join('')}\r\n`,
      );
    },
    end: () => response.end(),
  };
}
