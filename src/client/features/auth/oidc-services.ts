import type { UserManager } from 'oidc-client-ts';
import { AUTH_TIMING } from '../../../shared/auth/auth-timing.ts';
import { createAuthError } from '../../../shared/auth/auth-error.ts';
import type { AuthServices, AuthSession } from '../../../shared/machines/auth/auth-types.ts';
import type { AuthConfig } from '../../lib/api-types.ts';
import type * as OidcLibraryModule from './oidc-library.ts';
import { toSession } from './session-of-user.ts';
import { interactionMarker } from './auth-storage.ts';
import { signInResponseUrl } from './sign-in-answer.ts';

type OidcLibrary = typeof OidcLibraryModule;

/** The identity client once set up: the user manager and the library that made it. */
interface OidcClient {
  manager: UserManager;
  library: OidcLibrary;
}

/** Takes over the signed-in user of another open tab (without its refresh token) and keeps it for this tab. */
async function adoptSessionOfOtherTab({ manager, library }: OidcClient) {
  const user = await library.askOtherTabsForSession();
  if (user) await manager.storeUser(user);
  return user;
}

export interface OidcClientHolder {
  userManager(): UserManager | undefined;
  config(): AuthConfig | undefined;
}

interface OidcServicesDeps {
  loadConfig: () => Promise<AuthConfig>;
  /** oidc-client-ts and the code that runs it, downloaded when first needed. */
  loadLibrary: () => Promise<OidcLibrary>;
  /** The live session this tab already holds, read without the library; null when there is none. */
  storedSession: (config: AuthConfig) => AuthSession | null;
  now: () => number;
}

/** The auth machine's identity calls, made with oidc-client-ts; every failure is rejected as an AuthError. */
export function createOidcServices(deps: OidcServicesDeps): AuthServices & OidcClientHolder {
  let client: Promise<OidcClient> | undefined;
  let manager: UserManager | undefined;
  let authConfig: AuthConfig | undefined;
  /** Sets the client up once per page; a download that failed is tried again by the next call. */
  const setUp = (config: AuthConfig): Promise<OidcClient> =>
    (client ??= deps.loadLibrary().then(
      (library) => {
        manager = library.createUserManager(config);
        library.offerSessionToOtherTabs(manager);
        return { manager, library };
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  const required = async (): Promise<OidcClient> => {
    if (!authConfig) throw createAuthError('INITIALIZATION_FAILED');
    try {
      return await setUp(authConfig);
    } catch {
      throw createAuthError('NETWORK_ERROR');
    }
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
      // A live session of this tab is used at once: the screen opens while the client that renews it (and
      // hands it to other tabs) is set up. A failed download is reported by the call that needs the client.
      const session = deps.storedSession(authConfig);
      if (session) {
        setUp(authConfig).catch(() => undefined);
        return session;
      }
      const oidc = await required();
      const user = (await oidc.manager.getUser()) ?? (await adoptSessionOfOtherTab(oidc));
      if (!user) return null;
      if (!user.expired) return toSession(user);
      // An expired session with a refresh token can be revived without showing anything.
      if (!user.refresh_token) return null;
      try {
        const renewed = await oidc.manager.signinSilent();
        return renewed ? toSession(renewed) : null;
      } catch {
        await oidc.manager.removeUser();
        return null;
      }
    },

    async checkInteraction() {
      return interactionMarker.activeSince(deps.now() - AUTH_TIMING.hashTimeoutMs);
    },

    async signinRedirect() {
      const { manager: userManager, library } = await required();
      interactionMarker.set(deps.now());
      // oidc-client-ts never resolves once the page is navigating away; resolve when the page unloads.
      await new Promise<void>((resolve, reject) => {
        window.addEventListener('pagehide', () => resolve(), { once: true });
        userManager.signinRedirect({ prompt: 'select_account' }).catch((error: unknown) => {
          interactionMarker.clear();
          reject(library.toOidcAuthError(error, 'NETWORK_ERROR'));
        });
      });
    },

    async completeRedirect() {
      const { manager: userManager, library } = await required();
      try {
        const user = await userManager.signinRedirectCallback(signInResponseUrl(window.location));
        return toSession(user);
      } catch (error) {
        throw library.toOidcAuthError(error, 'TOKEN_ACQUISITION_FAILED');
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
      const oidc = await required();
      const userManager = oidc.manager;
      // The library's automatic renewal may already have done the work.
      const stored = await userManager.getUser();
      if (stored && !stored.expired && fresh(toSession(stored))) return toSession(stored);
      // Without a refresh token (a tab handed its session by another) an open tab may have a fresher one;
      // otherwise only the sign-in page can give a new token (no hidden-frame renewal here).
      if (!stored?.refresh_token) {
        const adopted = await adoptSessionOfOtherTab(oidc);
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
        throw oidc.library.toOidcAuthError(error, 'TOKEN_ACQUISITION_FAILED');
      }
    },

    async signoutRedirect() {
      const { manager: userManager, library } = await required();
      await new Promise<void>((resolve, reject) => {
        window.addEventListener('pagehide', () => resolve(), { once: true });
        userManager
          .signoutRedirect()
          .catch((error: unknown) => reject(library.toOidcAuthError(error, 'NETWORK_ERROR')));
      });
    },
  };
}
