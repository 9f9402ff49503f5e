import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerProblemHandler } from './http/problem.ts';
import { registerSchemaCompilers } from './http/schema-compilers.ts';
import { loggerOptions } from './http/logger.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { clientAppPlugin } from './http/client-app.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { identityPlugin } from './auth/identity.ts';
import { accessPlugin } from './auth/access.ts';
import { userSessionRoutes } from './api/user-session.ts';
import { mainDashboardRoutes } from './api/main-dashboard.ts';
import { mailOutboxRoutes } from './api/mail-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** false in tests that do not want request logs. */
  logger?: boolean;
}

/**
 * Builds the whole server: external plugins first (security headers, rate limits, OpenAPI),
 * then the application's own (database, identity, authorization), then the API routes and the client.
 */
export async function buildApp({ config, database, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', createMailer(config, database.db, app.log));

  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  // Limits are opt-in per route (credential endpoints); API calls are authenticated and cheap.
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Business Tools API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  registerProblemHandler(app);
  registerSchemaCompilers(app);

  // Identity decorates verifyAccessToken (embedded provider at /oidc, or an external issuer's JWKS).
  await app.register(identityPlugin);
  await app.register(accessPlugin);
  await app.register(userSessionRoutes, { prefix: '/api/UserSession' });
  await app.register(mainDashboardRoutes, { prefix: '/api/MainDashboard' });
  await app.register(mailOutboxRoutes, { prefix: '/api/MailOutbox' });

  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: { kind: 'anonymous' } } }, async () => app.swagger());
  await app.register(clientAppPlugin);
  return app;
}
