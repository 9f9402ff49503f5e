import type { AuthInput } from '../../../shared/machines/auth/auth-types.ts';

/*
 * What the sign-in flow keeps in browser storage. Redirects and recoveries reload the page, so their counts
 * live in sessionStorage (this tab); the interaction marker lives in localStorage because another tab's
 * sign-in is an interaction in progress too.
 */
const keys = {
  interaction: 'bt.auth.interaction',
  redirectTimes: 'bt.auth.redirectTimes',
  recoveryAttempts: 'bt.auth.recoveryAttempts',
};

export const interactionMarker = {
  set(at: number): void {
    localStorage.setItem(keys.interaction, String(at));
  },
  clear(): void {
    localStorage.removeItem(keys.interaction);
  },
  /** Whether an interaction started after `since` and has not finished. */
  activeSince(since: number): boolean {
    const at = Number(localStorage.getItem(keys.interaction));
    return Number.isFinite(at) && at > since;
  },
};

export function persistRedirectTimes(times: readonly number[]): void {
  sessionStorage.setItem(keys.redirectTimes, JSON.stringify(times));
}

export function persistRecoveryCount(count: number): void {
  sessionStorage.setItem(keys.recoveryAttempts, String(count));
}

/** What the page remembered from before its last reload, for the machine's input. */
export function readAuthInput(): AuthInput {
  let redirectTimes: number[] = [];
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keys.redirectTimes) ?? '[]');
    if (Array.isArray(parsed))
      redirectTimes = parsed.filter((value): value is number => typeof value === 'number');
  } catch {
    // A damaged entry counts as no redirects.
  }
  const recoveryAttempts = Number(sessionStorage.getItem(keys.recoveryAttempts) ?? 0) || 0;
  return { redirectTimes, recoveryAttempts };
}

/** Forgets every sign-in trace: the library's users and states (its keys start with 'oidc.') and ours. */
export function clearAuthStorage(): void {
  for (const storage of [localStorage, sessionStorage]) {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && (key.startsWith('oidc.') || key === keys.interaction)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
}
