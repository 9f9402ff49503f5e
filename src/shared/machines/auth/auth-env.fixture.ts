import { createAuthError } from '../../auth/auth-error.ts';
import type { AuthEffects, AuthEnvironment, AuthServices, AuthSession } from './auth-types.ts';

// Test support for the auth machine: a host whose effects are recorded and whose clock the test controls.

/** A session that stays valid for an hour after `now`. */
export function sessionAt(now: number, accessToken = 'token-1'): AuthSession {
  return { accessToken, expiresAt: now + 3_600_000, subject: 'user-1', name: 'Ada Lovelace' };
}

const notConfigured = () => Promise.reject(createAuthError('CONFIGURATION_ERROR'));

export interface RecordingHost {
  env: AuthEnvironment;
  /** Effects in the order they ran, e.g. 'clearAuthStorage' or 'persistRecoveryCount:1'. */
  effects: string[];
}

/** A host with the given clock and identity calls; calls not given reject as "not configured". */
export function recordingHost(now: () => number, services: Partial<AuthServices> = {}): RecordingHost {
  const effects: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      effects.push(args.length === 0 ? name : `${name}:${args.map((arg) => JSON.stringify(arg)).join(',')}`);
    };
  const recorded: AuthEffects = {
    clearAuthStorage: record('clearAuthStorage'),
    clearInteractionState: record('clearInteractionState'),
    redirectHome: record('redirectHome'),
    goToLanding: record('goToLanding'),
    alertUser: record('alertUser'),
    persistRecoveryCount: record('persistRecoveryCount'),
    persistRedirectTimes: record('persistRedirectTimes'),
  };
  const allServices: AuthServices = {
    initialiseClient: notConfigured,
    checkInteraction: notConfigured,
    signinRedirect: notConfigured,
    completeRedirect: notConfigured,
    passwordResetRedirect: notConfigured,
    acquireTokenSilently: notConfigured,
    signoutRedirect: notConfigured,
    ...services,
  };
  return { env: { now, random: () => 0.5, services: allServices, effects: recorded }, effects };
}

/** Lets settled promises deliver their results to the actors. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Moves a simulated clock forward in small steps, letting promises settle between them. */
export async function advance(
  clock: { increment(ms: number): void },
  ms: number,
  stepMs = 50,
): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    clock.increment(Math.min(stepMs, ms - passed));
    await flush();
  }
}
