import type { FastifyBaseLogger } from 'fastify';
import Provider, {
  errors,
  interactionPolicy,
  type Account,
  type JWKS,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import type { IdentityKeys } from './oidc-keys.ts';
import { findIdentityUserById, type IdentityUser } from './identity-users.ts';
import { providerPages } from './interactions/provider-pages.ts';
import { apiScope } from './identity-context.ts';

/**
 * Access tokens are JWTs the API checks without asking the provider, so nothing can recall one: they live
 * ten minutes (the app renews them from the refresh token five minutes before the end, spec 9), and a token
 * that leaks, or outlives its person's removal, is soon worthless.
 */
export const ACCESS_TOKEN_SECONDS = 600;

const day = 24 * 60 * 60;

const userClaims = (user: IdentityUser) => ({
  email: user.email,
  email_verified: user.emailVerified,
  name: user.name,
});

/** The provider asks for a select_account prompt when the client sends prompt=select_account; we answer with the sign-in page. */
function interactionPrompts() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

/**
 * The embedded OpenID Connect provider: one first-party public client (the SPA) using the
 * authorization code flow with PKCE, refresh tokens for silent renewal, and JWT access tokens
 * for the API audience. Everything it stores lives in our database.
 */
export function createEmbeddedProvider(
  config: ServerConfig,
  db: Db,
  keys: IdentityKeys,
  log: FastifyBaseLogger,
): Provider {
  const { issuer, clientId, audience } = config.oidc;
  const { publicUrl } = config;
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: publicUrl.startsWith('https:') };
  const pages = providerPages(`${publicUrl}/`);

  const findAccount = async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const user = await findIdentityUserById(db, sub);
    if (!user) return undefined;
    return { accountId: user.id, claims: () => ({ sub: user.id, ...userClaims(user) }) };
  };

  const provider = new Provider(issuer, {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Business Tools',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/landing`, `${publicUrl}/`],
        post_logout_redirect_uris: [`${publicUrl}/landing`, `${publicUrl}/`],
      },
    ],
    // jose's JWK type and oidc-provider's describe the same JSON; the stored keys are complete RSA private keys.
    jwks: keys.signingKeys as JWKS,
    cookies: {
      keys: keys.cookieKeys,
      long: cookie,
      short: cookie,
      names: { session: 'bt_session', interaction: 'bt_interaction', resume: 'bt_resume' },
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The SPA reads the person's name and e-mail from the ID token without an extra userinfo call.
    conformIdTokenClaims: false,
    findAccount,
    // The API needs the e-mail and name with every call, so they travel in the access token itself.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findIdentityUserById(db, token.accountId);
      return user ? userClaims(user) : undefined;
    },
    // Silent renewal: the SPA gets a refresh token even when prompt=select_account dropped offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    interactions: {
      policy: interactionPrompts(),
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        // Without this the token endpoint would mint an opaque userinfo token instead of the API's JWT.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
          };
        },
      },
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    renderError: pages.renderError,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * day,
      Grant: 14 * day,
      // A rotated refresh token keeps its family's deadline, so a stolen one cannot be kept alive forever.
      RefreshToken: (ctx, _token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated && client.clientAuthMethod === 'none' ? rotated.remainingTTL : 14 * day;
      },
    },
  });
  provider.proxy = config.trustProxy;
  // The error alone, never the request: its query or body may hold codes and tokens.
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    log.error(
      { err: { name: error.name, message: error.message, stack: error.stack } },
      'identity provider error',
    ),
  );
  return provider;
}
