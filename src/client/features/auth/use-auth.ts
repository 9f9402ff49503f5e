import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { AuthErrorRecord } from '../../../shared/auth/error-log.ts';
import type { AuthSession } from '../../../shared/machines/auth.machine.ts';
import { authConfigQueryOptions } from './api/get-auth-config.ts';
import { authActor, isAuthenticated, type AuthSnapshot } from './auth-service.ts';

/** What the screens need to know about signing in, in their own words. */
export type AuthStatus = 'checking' | 'signedOut' | 'signedIn' | 'failed';

export function authStatusOf(snapshot: AuthSnapshot): AuthStatus {
  if (isAuthenticated(snapshot)) return 'signedIn';
  if (snapshot.matches('error')) return 'failed';
  if (snapshot.matches('initialised') || snapshot.matches('loggedOut')) return 'signedOut';
  // Setting up, completing the provider's answer, or on the way to the provider.
  return 'checking';
}

export interface AuthView {
  status: AuthStatus;
  session: AuthSession | null;
  error: AuthErrorRecord | null;
}

export function useAuth(): AuthView {
  const status = useSelector(authActor, authStatusOf);
  const session = useSelector(authActor, (snapshot) => snapshot.context.session);
  const error = useSelector(authActor, (snapshot) => snapshot.context.error);
  return { status, session, error };
}

/** The password-reset page of the identity provider, once the sign-in settings are loaded. */
export function usePasswordResetUrl(): string | undefined {
  return useQuery({ ...authConfigQueryOptions(), enabled: false }).data?.passwordResetUrl;
}
