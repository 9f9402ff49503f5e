import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { apiScope } from './identity-context.ts';

/** What the SPA needs to start the sign-in (oidc-client-ts settings). */
interface ClientAuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Sent with every authorization request; for the embedded provider it names our API as the resource. */
  extraQueryParams: Record<string, string>;
  /** Where "forgot your password" leads; null when the provider has its own way. */
  passwordResetUrl: string | null;
}

function clientAuthSettings(config: ServerConfig): ClientAuthSettings {
  const { issuer, clientId, audience, external, scope } = config.oidc;
  const landing = `${config.publicUrl}/landing`;
  return {
    authority: issuer,
    clientId,
    // offline_access and the API scope: a refresh token for silent renewal, a JWT access token for the API.
    scope: external ? scope : `openid profile email offline_access ${apiScope}`,
    redirectUri: landing,
    postLogoutRedirectUri: landing,
    extraQueryParams: external ? {} : { resource: audience },
    passwordResetUrl: external ? null : `${issuer}/forgot`,
  };
}

const settingsSchema = {
  type: 'object',
  required: [
    'authority',
    'clientId',
    'scope',
    'redirectUri',
    'postLogoutRedirectUri',
    'extraQueryParams',
    'passwordResetUrl',
  ],
  properties: {
    authority: { type: 'string' },
    clientId: { type: 'string' },
    scope: { type: 'string' },
    redirectUri: { type: 'string' },
    postLogoutRedirectUri: { type: 'string' },
    extraQueryParams: { type: 'object', additionalProperties: { type: 'string' } },
    passwordResetUrl: { type: ['string', 'null'] },
  },
} as const;

/** GET /api/auth/config: the sign-in settings, readable before anyone is signed in. */
export async function authConfigRoute(app: FastifyInstance): Promise<void> {
  const settings = clientAuthSettings(app.config);
  app.get(
    '/api/auth/config',
    {
      config: { access: { kind: 'anonymous' } },
      schema: {
        tags: ['Auth'],
        summary: 'Sign-in settings for the app',
        security: [],
        response: { 200: settingsSchema },
      },
    },
    async () => settings,
  );
}
