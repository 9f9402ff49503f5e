import type { FastifyInstance } from 'fastify';
import { sendPage, tooManyAttempts, type IdentityContext } from './identity-context.ts';
import type { IdentityKeys } from './oidc-keys.ts';
import { createEmbeddedProvider } from './oidc-provider.ts';
import { mountProvider } from './oidc-mount.ts';
import { failedSignInCounters } from './interactions/failure-counter.ts';
import { interactionRoutes } from './interactions/interaction-routes.ts';
import { signUpRoutes } from './interactions/sign-up-routes.ts';
import { passwordRoutes } from './interactions/password-routes.ts';
import { messagePage } from './interactions/password-pages.ts';

/**
 * The embedded identity provider at the issuer's path: oidc-provider for the protocol, our own
 * pages for signing in, signing up and resetting passwords.
 */
export async function registerEmbeddedIdentity(app: FastifyInstance, keys: IdentityKeys): Promise<void> {
  const { config } = app;
  const issuerPath = new URL(config.oidc.issuer).pathname.replace(/\/+$/, '');
  const ctx: IdentityContext = {
    provider: createEmbeddedProvider(config, app.database.db, keys, app.log),
    db: app.database.db,
    mailer: app.mailer,
    config,
    keys,
    issuerPath,
    appUrl: `${config.publicUrl}/`,
    secureCookies: config.publicUrl.startsWith('https:'),
    failedSignIns: failedSignInCounters(),
  };

  await app.register(
    async (pages) => {
      // These are pages, not API calls: failures answer with a page too.
      pages.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status === 429)
          return sendPage(
            reply,
            429,
            messagePage({
              title: 'Please wait',
              message: tooManyAttempts,
              appUrl: ctx.appUrl,
              isError: true,
            }),
          );
        if (status >= 500) request.log.error({ err: error }, 'identity page failed');
        const message =
          status >= 500
            ? 'Something went wrong on the server. Please try again.'
            : 'The request could not be understood. Please try again.';
        return sendPage(
          reply,
          status >= 400 ? status : 500,
          messagePage({ title: 'Something went wrong', message, appUrl: ctx.appUrl, isError: true }),
        );
      });
      await interactionRoutes(pages, ctx);
      await signUpRoutes(pages, ctx);
      await passwordRoutes(pages, ctx);
    },
    { prefix: issuerPath },
  );
  await mountProvider(app, ctx.provider, issuerPath);
}
