import type { AuthSession } from '../../../shared/machines/auth/auth-types.ts';
import type { AuthConfig } from '../../lib/api-types.ts';
import { toSession, type UserFields } from './session-of-user.ts';

// A tab that already holds a live session (a reload, a link followed inside the app) can open its screen
// without downloading oidc-client-ts first: the user the library stored is read here as the library would
// read it. The key is the library's: its storage prefix 'oidc.' and the user manager's `user:authority:client`
// (stored-session.test.ts stores a user through the library itself and reads it back here).

/** The live session oidc-client-ts keeps for this client in `storage`; null when none is kept or it expired. */
export function storedSession(storage: Storage, config: AuthConfig, now: number): AuthSession | null {
  const text = storage.getItem(`oidc.user:${config.authority}:${config.clientId}`);
  if (!text) return null;
  let user: Partial<UserFields> | null;
  try {
    user = JSON.parse(text) as Partial<UserFields> | null;
  } catch {
    return null;
  }
  if (typeof user?.access_token !== 'string' || typeof user.profile?.sub !== 'string') return null;
  // The library's test: expired once no whole second is left; a user without an expiry never expires.
  if (user.expires_at !== undefined && user.expires_at - Math.floor(now / 1000) <= 0) return null;
  return toSession(user as UserFields);
}
