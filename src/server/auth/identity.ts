import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authConfigRoute } from './auth-config-route.ts';
import { externalKeySource } from './external-issuer.ts';
import { loadIdentityKeys } from './oidc-keys.ts';
import { createAccessTokenVerifier, localKeySource } from './token-verifier.ts';

/**
 * Identity: decorates `verifyAccessToken` for the access hook, serves the SPA's sign-in settings and,
 * unless an external provider is configured, runs the embedded OpenID Connect provider at /oidc.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const { oidc } = app.config;
    if (oidc.external) {
      const source = externalKeySource(oidc.issuer);
      app.decorate(
        'verifyAccessToken',
        createAccessTokenVerifier({
          source,
          audience: oidc.audience,
          trustEmailWithoutClaim: oidc.trustEmail,
        }),
      );
    } else {
      const keys = await loadIdentityKeys(app.database.db);
      const source = localKeySource(oidc.issuer, keys.publicKeys);
      // The embedded provider always states email_verified, so its absence never means "trusted".
      app.decorate(
        'verifyAccessToken',
        createAccessTokenVerifier({ source, audience: oidc.audience, trustEmailWithoutClaim: false }),
      );
      // Loaded only when used: with an external provider, oidc-provider stays out of the process.
      const { registerEmbeddedIdentity } = await import('./embedded-identity.ts');
      await registerEmbeddedIdentity(app, keys);
    }
    await authConfigRoute(app);
  },
  { name: 'identity' },
);
