import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { ServerConfig } from './config.ts';
import { MAX_FILE_BYTES } from '../shared/validation/files-and-rows.ts';
import type { Database } from './db/database.ts';
import { registerProblemHandler } from './http/problem.ts';
import { registerSchemaCompilers } from './http/schema-compilers.ts';
import { registerHostileInputGuards } from './http/hostile-input.ts';
import { loggerOptions } from './http/logger.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { clientAppPlugin } from './http/client-app.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { identityPlugin } from './auth/identity.ts';
import { accessPlugin } from './auth/access.ts';
import { resourceResolvers } from './resources/index.ts';
import { userSessionRoutes } from './api/user-session.ts';
import { orgInvitationRoutes } from './api/org-invitations.ts';
import { mainDashboardRoutes } from './api/main-dashboard.ts';
import { mailOutboxRoutes } from './api/mail-outbox.ts';
import { formDefinitionRoutes } from './api/form-definition.ts';
import { formDefinitionListRoutes } from './api/form-definition-list.ts';
import { formDefinitionUploadRoutes } from './api/form-definition-upload.ts';
import { formDesignerExtrasRoutes } from './api/form-designer-extras.ts';
import { formElementRoutes } from './api/form-elements.ts';
import { sectionRuleRoutes } from './api/section-rules.ts';
import { formResponseRoutes } from './api/form-responses.ts';
import { formResponseReadRoutes } from './api/form-response-reads.ts';
import { orgRoutes } from './api/org.ts';
import { orgGroupRoutes } from './api/org-group.ts';
import { entityRoutes } from './api/entity.ts';
import { loginAccountManagementRoutes } from './api/login-account-management.ts';
import { filesRoutes } from './api/files.ts';
import { answerRoutes } from './api/answers.ts';
import { answerFileRoutes } from './api/answer-files.ts';
import { nameStampRoutes } from './api/name-stamps.ts';
import { listDefinitionRoutes } from './api/list-definitions.ts';
import { itemDefinitionRoutes } from './api/item-definitions.ts';
import { workflowDefinitionRoutes } from './api/workflow-definition.ts';
import { workflowInstanceRoutes } from './api/workflow-instance.ts';
import { workflowStepOrderRoutes } from './api/workflow-step-order.ts';
import { siteStatusRoutes } from './api/site-status.ts';
import { realtimePlugin } from './realtime/realtime-plugin.ts';

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
  /** Where log lines go (standard output when left out); tests read what the server logs. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server: external plugins first (security headers, rate limits, OpenAPI),
 * then the application's own (database, identity, authorization), then the API routes and the client.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', createMailer(config, database.db, app.log));

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
  });
  // Limits are opt-in per route (credential endpoints); API calls are authenticated and cheap.
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  // Uploads (answers' files, logos): one registration for the whole app; files are under 10 MB (spec tip 'files less than 10mb').
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Business Tools API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  registerProblemHandler(app);
  registerSchemaCompilers(app);
  registerHostileInputGuards(app);

  // The access hook comes before every route: it refuses to start when an API route's rule is missing.
  await app.register(accessPlugin, { resources: resourceResolvers });
  // Identity decorates verifyAccessToken (embedded provider at /oidc, or an external issuer's JWKS).
  await app.register(identityPlugin);
  // The hubs, the maintenance flag's guard and the live announcements routes declare in config.announce.
  await app.register(realtimePlugin);
  await app.register(siteStatusRoutes, { prefix: '/api/SiteStatus' });
  await app.register(userSessionRoutes, { prefix: '/api/UserSession' });
  await app.register(orgInvitationRoutes, { prefix: '/api/UserSession' });
  await app.register(mainDashboardRoutes, { prefix: '/api/MainDashboard' });
  await app.register(mailOutboxRoutes, { prefix: '/api/MailOutbox' });
  await app.register(formDefinitionRoutes, { prefix: '/api/FormDefinition' });
  await app.register(formDefinitionListRoutes, { prefix: '/api/FormDefinition' });
  await app.register(formDefinitionUploadRoutes, { prefix: '/api/FormDefinition' });
  await app.register(workflowStepOrderRoutes, { prefix: '/api/FormDefinition' });
  await app.register(workflowDefinitionRoutes, { prefix: '/api/WorkflowDefinition' });
  await app.register(workflowInstanceRoutes, { prefix: '/api/WorkflowInstance' });
  await app.register(formDesignerExtrasRoutes, { prefix: '/api/mwforms/FormDesignerExtras' });
  await app.register(formElementRoutes, { prefix: '/api/mwforms' });
  await app.register(sectionRuleRoutes, { prefix: '/api/mwforms' });
  await app.register(formResponseRoutes, { prefix: '/api/mwforms' });
  await app.register(formResponseReadRoutes, { prefix: '/api/mwforms' });
  await app.register(orgRoutes, { prefix: '/api/Org' });
  await app.register(orgGroupRoutes, { prefix: '/api/OrgGroup' });
  await app.register(entityRoutes, { prefix: '/api/Entity' });
  await app.register(listDefinitionRoutes, { prefix: '/api/ListDefinition' });
  await app.register(itemDefinitionRoutes, { prefix: '/api/ItemDefinition' });
  await app.register(loginAccountManagementRoutes, { prefix: '/api/LoginAccountManagement' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(answerRoutes, { prefix: '/api/mwforms/:formGuid/responses/:responseGuid/answers' });
  await app.register(answerFileRoutes, {
    prefix: '/api/mwforms/:formGuid/responses/:responseGuid/fileupload',
  });
  await app.register(nameStampRoutes, { prefix: '/api/responses/:responseGuid/namestamp' });

  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { access: { kind: 'anonymous' } } },
    async () => app.swagger(),
  );
  await app.register(clientAppPlugin);
  return app;
}
