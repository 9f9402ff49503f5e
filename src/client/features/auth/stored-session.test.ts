// @vitest-environment jsdom
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthConfig } from '../../lib/api-types.ts';
import { toSession } from './session-of-user.ts';
import { storedSession } from './stored-session.ts';
import { createUserManager } from './user-manager.ts';

// A reloaded tab opens its screen with the session the library stored, read without the library; what is read
// must be what the library itself would hand over.

const config: AuthConfig = {
  authority: 'https://sign-in.example.test/realms/platform',
  clientId: 'platform-web',
  scope: 'openid profile email',
  redirectUri: 'https://app.example.test/landing',
  postLogoutRedirectUri: 'https://app.example.test/',
  passwordResetUrl: 'https://sign-in.example.test/reset',
};
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stores a user through the library, as a sign-in does, and returns what the library reads back. */
async function signedInThroughLibrary(expiresAt: number) {
  const manager = createUserManager(config);
  manager.stopSilentRenew();
  await manager.storeUser(
    new User({
      access_token: 'access-token-1',
      refresh_token: 'refresh-token-1',
      token_type: 'Bearer',
      profile: {
        sub: 'person-1',
        name: 'Uma Useradmin',
        email: 'uma@example.test',
        iss: '',
        aud: '',
        exp: 0,
        iat: 0,
      },
      expires_at: expiresAt,
    }),
  );
  return manager.getUser();
}

afterEach(() => window.sessionStorage.clear());

describe('the session a tab already holds', () => {
  it('is the one the library stored for this client', async () => {
    const user = await signedInThroughLibrary(nowSeconds() + 600);
    expect(user).not.toBeNull();
    expect(storedSession(window.sessionStorage, config, Date.now())).toEqual(toSession(user!));
  });

  it('is none once the library would call it expired', async () => {
    const user = await signedInThroughLibrary(nowSeconds() - 1);
    expect(user?.expired).toBe(true);
    expect(storedSession(window.sessionStorage, config, Date.now())).toBeNull();
  });

  it('is none for another client, or when nothing is stored', async () => {
    expect(storedSession(window.sessionStorage, config, Date.now())).toBeNull();
    await signedInThroughLibrary(nowSeconds() + 600);
    expect(storedSession(window.sessionStorage, { ...config, clientId: 'other' }, Date.now())).toBeNull();
  });
});
