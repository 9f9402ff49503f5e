import type { UserManager } from 'oidc-client-ts';
import { AUTH_TIMING } from '../../../shared/auth/auth-timing.ts';
import { createAuthError } from '../../../shared/auth/auth-error.ts';
import type { AuthServices, AuthSession } from '../../../shared/machines/auth/auth-types.ts';
import type { AuthConfig } from '../../lib/api-types.ts';
import { toOidcAuthError } from './oidc-errors.ts';
import { toSession } from './user-manager.ts';
import { interactionMarker } from './auth-storage.ts';
import { signInResponseUrl } from './sign-in-answer.ts';
import { askOtherTabsForSession, offerSessionToOtherTabs } from './session-handoff.ts';

/** Takes over the signed-in user of another open tab (without its refresh token) and keeps it for this tab. */
async function adoptSessionOfOtherTab(manager: UserManager) {
  const user = await askOtherTabsForSession();
  if (user) await manager.storeUser(user);
  return user;
}

export interface OidcClientHolder {
  userManager(): UserManager | undefined;
  config(): AuthConfig | undefined;
}

interface OidcServicesDeps {
  loadConfig: () => Promise<AuthConfig>;
  createUserManager: (config: AuthConfig) => UserManager;
  now: () => number;
}

/** The auth machine's identity calls, made with oidc-client-ts; every failure is rejected as an AuthError. */
export function createOidcServices(deps: OidcServicesDeps): AuthServices & OidcClientHolder {
  let manager: UserManager | undefined;
  let authConfig: AuthConfig | undefined;
  const required = (): UserManager => {
    if (!manager) throw createAuthError('INITIALIZATION_FAILED');
    return manager;
  };
  const fresh = (session: AuthSession) =>
    session.expiresAt - deps.now() > AUTH_TIMING.tokenRenewalOffsetSeconds * 1000;

  return {
    userManager: () => manager,
    config: () => authConfig,

    async initialiseClient() {
      try {
        authConfig = await deps.loadConfig();
      } catch (error) {
        throw error instanceof TypeError
          ? createAuthError('NETWORK_ERROR')
          : createAuthError('CONFIGURATION_ERROR', { message: 'The sign-in settings could not be loaded' });
      }
      manager = deps.createUserManager(authConfig);
      offerSessionToOtherTabs(manager);
      const user = (await manager.getUser()) ?? (await adoptSessionOfOtherTab(manager));
      if (!user) return null;
      if (!user.expired) return toSession(user);
      // An expired session with a refresh token can be revived without showing anything.
      if (!user.refresh_token) return null;
      try {
        const renewed = await manager.signinSilent();
        return renewed ? toSession(renewed) : null;
      } catch {
        await manager.removeUser();
        return null;
      }
    },

    async checkInteraction() {
      return interactionMarker.activeSince(deps.now() - AUTH_TIMING.hashTimeoutMs);
    },

    async signinRedirect() {
      const userManager = required();
      interactionMarker.set(deps.now());
      // oidc-client-ts never resolves once the page is navigating away; resolve when the page unloads.
      await new Promise<void>((resolve, reject) => {
        window.addEventListener('pagehide', () => resolve(), { once: true });
        userManager.signinRedirect({ prompt: 'select_account' }).catch((error: unknown) => {
          interactionMarker.clear();
          reject(toOidcAuthError(error, 'NETWORK_ERROR'));
        });
      });
    },

    async completeRedirect() {
      const userManager = required();
      try {
        const user = await userManager.signinRedirectCallback(signInResponseUrl(window.location));
        return toSession(user);
      } catch (error) {
        throw toOidcAuthError(error, 'TOKEN_ACQUISITION_FAILED');
      } finally {
        // The router guard then replaces the URL (code and state are single-use); changing it here would
        // start a second navigation that overtakes the guard's.
        interactionMarker.clear();
      }
    },

    async passwordResetRedirect() {
      const url = authConfig?.passwordResetUrl;
      if (!url) throw createAuthError('CONFIGURATION_ERROR');
      window.location.assign(url);
    },

    async acquireTokenSilently() {
      const userManager = required();
      // The library's automatic renewal may already have done the work.
      const stored = await userManager.getUser();
      if (stored && !stored.expired && fresh(toSession(stored))) return toSession(stored);
      // Without a refresh token (a tab handed its session by another) an open tab may have a fresher one;
      // otherwise only the sign-in page can give a new token (no hidden-frame renewal here).
      if (!stored?.refresh_token) {
        const adopted = await adoptSessionOfOtherTab(userManager);
        if (adopted && fresh(toSession(adopted))) return toSession(adopted);
        throw createAuthError('TOKEN_ACQUISITION_FAILED', { interactionRequired: true });
      }
      try {
        const user = await userManager.signinSilent({
          silentRequestTimeoutInSeconds: AUTH_TIMING.tokenAcquisitionTimeoutMs / 1000,
        });
        if (!user) throw createAuthError('TOKEN_ACQUISITION_FAILED', { interactionRequired: true });
        return toSession(user);
      } catch (error) {
        throw toOidcAuthError(error, 'TOKEN_ACQUISITION_FAILED');
      }
    },

    async signoutRedirect() {
      const userManager = required();
      await new Promise<void>((resolve, reject) => {
        window.addEventListener('pagehide', () => resolve(), { once: true });
        userManager
          .signoutRedirect()
          .catch((error: unknown) => reject(toOidcAuthError(error, 'NETWORK_ERROR')));
      });
    },
  };
}
