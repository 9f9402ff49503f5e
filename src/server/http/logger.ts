import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs carry the path only: query strings can hold tokens (SignalR sends `access_token`
 * on the WebSocket upgrade) and headers hold bearer tokens, so neither is ever written.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[hidden]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
