import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AUTH_TIMING } from '../../../shared/auth/auth-timing.ts';
import type { AuthConfig } from '../../lib/api-types.ts';

/**
 * The OpenID Connect client, configured from the server's sign-in settings (sessionRoutes.getAuthConfig).
 * Authorization code + PKCE, the answer comes back in the URL fragment of /landing (the router's guard
 * completes it before anything else); tokens are renewed in the background with the refresh token before
 * they expire.
 */
export function createUserManager(config: AuthConfig): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: config.redirectUri,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    extraQueryParams: config.extraQueryParams,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: AUTH_TIMING.tokenRenewalOffsetSeconds,
    silentRequestTimeoutInSeconds: AUTH_TIMING.iframeTokenTimeoutMs / 1000,
    // Stale sign-in states (a tab closed on the provider's page) are dropped after the hash timeout.
    staleStateAgeInSeconds: AUTH_TIMING.hashTimeoutMs / 1000,
    // This tab only: a new tab is handed the session by an open one (session-handoff.ts).
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    loadUserInfo: false,
  });
}
