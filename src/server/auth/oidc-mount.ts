import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { trackProviderRequest } from './provider-context.ts';

/**
 * Hands every request under the issuer's path to oidc-provider (a Koa app) untouched. Registered in
 * its own encapsulated context whose only content-type parser leaves the body stream alone, because
 * oidc-provider reads the body itself; our interaction pages are more specific routes and win.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  issuerPath: string,
): Promise<void> {
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // oidc-provider routes on the path below its mount point and rebuilds its own URLs from originalUrl.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(issuerPath.length) || '/';
      trackProviderRequest(reply.raw);
      callback(raw, reply.raw);
    };
    scope.all(issuerPath, handler);
    scope.all(`${issuerPath}/*`, handler);
  });
}
