import type { User } from 'oidc-client-ts';
import type { AuthSession } from '../../../shared/machines/auth/auth-types.ts';

/** The fields of an oidc-client-ts user the session is made of (also those of the user as stored). */
export type UserFields = Pick<User, 'access_token' | 'expires_at' | 'profile'>;

/** The machine's view of an oidc-client-ts user. */
export function toSession(user: UserFields): AuthSession {
  const profile = user.profile;
  return {
    accessToken: user.access_token,
    expiresAt: (user.expires_at ?? 0) * 1000,
    subject: profile.sub,
    name: typeof profile.name === 'string' ? profile.name : undefined,
    email: typeof profile.email === 'string' ? profile.email : undefined,
  };
}
