import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from './problem.ts';

/**
 * Serves the built client on the same port as the API. Every path that is not a file, not the API
 * and not the identity provider gets index.html, so the client router can show the page (or 'Page not found:').
 */
export const clientAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.clientDir;
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // A wildcard route finds files built after the server started (a rebuild needs no restart).
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each file; the one the browser accepts is sent as it is.
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (reply: FastifyReply, filePath: string) => {
        // Bundles under assets/ have content-hashed names: a new build is a new name, so they never go stale.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        // index.html must be fetched again so a new build is picked up.
        else if (/index\.html(\.(br|gz))?$/.test(filePath)) reply.header('cache-control', 'no-cache');
      },
    });
  } else app.log.warn(`The client is not built (${root} has no index.html); run "npm run build".`);
  const serverPrefixes = ['/api/', '/oidc', '/hubs/', '/sitewide'];
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!built || request.method !== 'GET' || serverPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      return reply.status(404).send(problem(404, `No such endpoint: ${request.method} ${pathname}`));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
